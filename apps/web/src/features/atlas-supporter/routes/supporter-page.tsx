import { useQuery } from '@tanstack/react-query';
import { usersQueries } from '@cdmnet/api';
import { Skeleton } from '@cdmnet/ui';
import { AreaRefusal } from '../../../app/components/area-refusal';
import { ResearchPage } from '../../../app/layout/page-anatomy';
import { useDocumentTitle } from '../../../app/use-document-title';
import * as styles from '../atlas-supporter.css';
import { SupporterWorkbench } from '../components/supporter-workbench';
import { supporterCopy as t } from '../messages.ko';

/**
 * /atlas/supporter (spec §2, §3): for holders of the ATLAS_SUPPORTER research role. Anyone else, and a
 * supporter whose role the server no longer finds, is told which role is needed and who grants it.
 */
export function SupporterPage() {
  useDocumentTitle(t.pageTitle);
  const profile = useQuery(usersQueries.profile());

  if (profile.isError) {
    return <AreaRefusal kind="failed" copy={t.refusal} onRetry={() => void profile.refetch()} />;
  }
  if (profile.isPending) {
    return (
      <ResearchPage headingLevel={1} title={t.heading} description={t.description}>
        <div className={styles.stack} aria-busy="true">
          <p role="status" className={styles.muted}>
            {t.loading}
          </p>
          <Skeleton shape="rect" height="16rem" />
        </div>
      </ResearchPage>
    );
  }
  if (!profile.data.researchRole.includes('ATLAS_SUPPORTER')) {
    return <AreaRefusal kind="forbidden" copy={t.refusal} />;
  }
  return <SupporterWorkbench />;
}
