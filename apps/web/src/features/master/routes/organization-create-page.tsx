import { PageHeader } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useMasterReady } from '../components/master-ready';
import { OrganizationEditor } from '../components/organization-editor';
import { OrganizationFormSkeleton } from '../components/organization-form-skeleton';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.form;

/** /master/organizations/create: 기관 등록. */
export function OrganizationCreatePage() {
  useDocumentTitle(t.createTitle);
  // Until the profile says MASTER, the form's shape only: nobody else sees the form itself.
  const ready = useMasterReady();
  return (
    <section className={styles.page}>
      <PageHeader title={t.createTitle} description={t.createDescription} />
      {ready ? <OrganizationEditor /> : <OrganizationFormSkeleton />}
    </section>
  );
}
