import { useQuery } from '@tanstack/react-query';
import { orgsQueries } from '@cdmnet/api';
import { Button, Card, EmptyState, PageHeader } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { AuthSettingsCard } from '../components/auth-settings-card';
import { DashboardCards, DashboardSkeleton } from '../components/dashboard-cards';
import { DisclosureSettingsCard } from '../components/disclosure-settings-card';
import { OrgProfileCard } from '../components/org-profile-card';
import { useOrgId } from '../org-admin-access';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.dashboard;

/** /orgadmin/{id}: the organisation at a glance, its profile, then its auth settings and what may leave it. */
export function OrgDashboardPage() {
  useDocumentTitle(t.pageTitle);
  const orgId = useOrgId();
  const dashboard = useQuery(orgsQueries.dashboard(orgId));

  return (
    <section className={styles.page}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <Card>
          <EmptyState
            role="alert"
            icon={null}
            message={t.loadFailed}
            action={
              <Button variant="secondary" onClick={() => void dashboard.refetch()}>
                {t.retry}
              </Button>
            }
          />
        </Card>
      ) : (
        <DashboardCards data={dashboard.data} />
      )}
      <OrgProfileCard orgId={orgId} />
      <AuthSettingsCard orgId={orgId} />
      <DisclosureSettingsCard orgId={orgId} />
    </section>
  );
}
