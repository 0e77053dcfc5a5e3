import type { IrbOrgStatus } from '@cdmnet/api';
import { Badge, Button, Card, EmptyState, formatDateLong, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { daysUntil, expiresSoon } from '../irb-validity';
import { requestsCopy } from '../messages.ko';
import * as styles from '../project-requests.css';
import { IrbStateBadge } from '../../../app/components/irb-state-badge';

const t = requestsCopy.standing;

export interface IrbOrgStandingProps {
  orgs: readonly IrbOrgStatus[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * 기관별 IRB 현황: each organisation the project's analyses target, whether it requires IRB, where its
 * newest request stands and, for an approval, its last valid day (a warning within the month the
 * project is told ahead). No targets yet: the analyses must choose CDMs first.
 */
export function IrbOrgStanding({ orgs, loading, failed, onRetry }: IrbOrgStandingProps) {
  return (
    <Card title={t.title} headingLevel={3} description={t.description}>
      {loading ? (
        <ul className={styles.orgs} aria-label={t.listName} aria-busy="true">
          {[0, 1].map((key) => (
            <li key={key} className={`${styles.org} ${styles.orgSkeleton}`}>
              {key === 0 ? <span className={visuallyHidden}>{t.loading}</span> : null}
              <Skeleton width="10rem" />
              <Skeleton width="14rem" />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <div role="alert" className={styles.retryRow}>
          <p className={styles.muted}>{t.loadFailed}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t.retry}
          </Button>
        </div>
      ) : !orgs || orgs.length === 0 ? (
        <EmptyState size="sm" message={t.noTargets} description={t.noTargetsHelp} />
      ) : (
        <ul className={styles.orgs} aria-label={t.listName}>
          {orgs.map((org) => (
            <OrgStanding key={org.orgId} org={org} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Validity({ org }: { org: IrbOrgStatus }) {
  const { validUntil } = org;
  if (validUntil === null || (org.state !== 'APPROVED' && org.state !== 'EXPIRED')) return null;
  const until = t.until(formatDateLong(validUntil) || validUntil);
  if (org.state === 'APPROVED' && expiresSoon(validUntil)) {
    const left = daysUntil(validUntil) ?? 0;
    return <Badge tone="warning">{`${until} · ${t.daysLeft(left)}`}</Badge>;
  }
  return <span className={styles.muted}>{until}</span>;
}

function OrgStanding({ org }: { org: IrbOrgStatus }) {
  return (
    <li className={styles.org}>
      <p className={styles.orgName}>{org.orgName}</p>
      <span className={styles.badges}>
        <Badge tone={org.required ? 'info' : 'neutral'}>{org.required ? t.required : t.optional}</Badge>
        <IrbStateBadge state={org.state} />
        <Validity org={org} />
      </span>
    </li>
  );
}
