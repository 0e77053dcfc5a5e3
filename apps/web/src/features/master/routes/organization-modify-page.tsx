import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isApiError, masterQueries, ResultCode, toDataId } from '@cdmnet/api';
import { Button, EmptyState, PageHeader } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useMasterReady } from '../components/master-ready';
import { OrganizationDeletionCard } from '../components/organization-deletion-card';
import { OrganizationEditor } from '../components/organization-editor';
import { OrganizationFormSkeleton } from '../components/organization-form-skeleton';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.form;
const listPath = '/master/organizations';

/** /master/organizations/{dataId}/modify: 기관 수정, from the organisation's stored form. */
export function OrganizationModifyPage() {
  useDocumentTitle(t.modifyTitle);
  const id = toDataId(useParams().dataId);
  const ready = useMasterReady();
  const stored = useQuery({ ...masterQueries.form(id), enabled: ready && id > 0 });
  const missing = id < 0 || (isApiError(stored.error) && stored.error.code === ResultCode.NOT_FOUND);

  let content;
  if (missing) {
    content = (
      <EmptyState
        role="alert"
        message={masterCopy.detail.notFound}
        description={masterCopy.detail.notFoundHelp}
        action={
          <Button variant="secondary" asChild>
            <Link to={listPath}>{masterCopy.detail.backToList}</Link>
          </Button>
        }
      />
    );
  } else if (stored.isError) {
    content = (
      <EmptyState
        role="alert"
        icon={null}
        message={t.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void stored.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (stored.isPending) {
    content = <OrganizationFormSkeleton />;
  } else {
    content = (
      <>
        <OrganizationEditor organization={stored.data} />
        <OrganizationDeletionCard organization={stored.data} />
      </>
    );
  }

  return (
    <section className={styles.page}>
      <PageHeader title={t.modifyTitle} description={t.modifyDescription} />
      {content}
    </section>
  );
}
