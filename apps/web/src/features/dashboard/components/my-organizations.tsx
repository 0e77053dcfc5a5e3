import { useQuery } from '@tanstack/react-query';
import { dashboardQueries, orgUserPrivilegeLabels, type OrgUserPrivilege } from '@cdmnet/api';
import {
  Avatar,
  Badge,
  type BadgeTone,
  Card,
  EmptyState,
  formatNumber,
  Skeleton,
  UserText,
} from '@cdmnet/ui';
import { RfzLevelBadges } from '../../../app/components/rfz-level-badges';
import { dashboardMessages } from '../messages.ko';
import * as styles from './dashboard.css';
import { Employer } from './employer';
import { RetryAlert } from './retry-alert';
import { useHoldReveal } from './reveal-together';

const t = dashboardMessages.organizations;

const privilegeTone: Record<OrgUserPrivilege, BadgeTone> = {
  ORG_ADMIN: 'info',
  ORG_RESEARCHER: 'success',
  ORG_PARTNER: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
};

// A request not (or not yet) admitted shows only its state: the RFZ level is what a member works in.
const isMember = (privilege: OrgUserPrivilege) => privilege !== 'PENDING' && privilege !== 'REJECTED';

/**
 * 참여 기관: the organisations the user takes part in (a pending request too) with their privilege, RFZ
 * level and data size, under the one they work for (재직 기관), which need not be among them.
 */
export function MyOrganizations() {
  const query = useQuery(dashboardQueries.organizations());
  useHoldReveal(query.isPending);
  return (
    <Card title={t.title} aria-busy={query.isPending}>
      {query.isPending ? (
        <Skeleton lines={3} />
      ) : query.isError ? (
        <RetryAlert message={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.organizations.length === 0 ? (
        <>
          <Employer memberOf={query.data.organizations} />
          <EmptyState size="sm" message={t.empty} />
        </>
      ) : (
        <>
          <Employer memberOf={query.data.organizations} />
          <ul className={styles.list} aria-label={t.list}>
            {query.data.organizations.map((org) => (
              <li key={org.id} className={styles.organization}>
                <Avatar
                  name={org.name}
                  decorative
                  src={org.logoImageId === null ? null : `/api/v1/files/${org.logoImageId}`}
                  size="sm"
                />
                <div>
                  <p className={styles.organizationName}>
                    <UserText truncate>{org.name}</UserText>
                  </p>
                  <p className={styles.muted}>
                    {t.cdmSummary(formatNumber(org.cdmCount), formatNumber(org.patientCount))}
                  </p>
                </div>
                <div>
                  <Badge tone={privilegeTone[org.privilege]}>{orgUserPrivilegeLabels[org.privilege]}</Badge>{' '}
                  {isMember(org.privilege) ? <RfzLevelBadges level={org.rfzLevel} /> : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
