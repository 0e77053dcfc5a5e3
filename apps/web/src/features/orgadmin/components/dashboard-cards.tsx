import { Link } from 'react-router-dom';
import type { OrgAdminDashboard } from '@cdmnet/api';
import { Button, Card, EmptyState, formatDateLong, formatNumber, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { RfzLevelBadges } from '../../../app/components/rfz-level-badges';
import { orgAdminCopy, privilegeLabels } from '../messages.ko';
import { orgAdminPath } from '../org-admin-access';
import * as styles from './dashboard.css';

const t = orgAdminCopy.dashboard;

const memberKinds = ['ORG_ADMIN', 'ORG_RESEARCHER', 'ORG_PARTNER'] as const;

const people = (n: number) => t.count(formatNumber(n));

/** The organisation at a glance: members by privilege, pending requests, its CDMs and their figures. */
export function DashboardCards({ data }: { data: OrgAdminDashboard }) {
  const pending = data.members.PENDING;
  return (
    <>
      <div className={styles.summary}>
        <Card
          title={t.members}
          headingLevel={3}
          footer={
            <Button variant="secondary" size="sm" asChild>
              <Link to={`${orgAdminPath(data.id)}/member/list`}>{t.toMembers}</Link>
            </Button>
          }
        >
          <dl className={styles.counts}>
            {memberKinds.map((kind) => (
              <div key={kind} className={styles.countRow}>
                <dt className={styles.countLabel}>{privilegeLabels[kind]}</dt>
                <dd className={styles.countValue}>{people(data.members[kind])}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card
          title={t.pending}
          headingLevel={3}
          footer={
            pending > 0 ? (
              <Button size="sm" asChild>
                <Link to={`${orgAdminPath(data.id)}/member/list?status=PENDING`}>{t.toPending}</Link>
              </Button>
            ) : undefined
          }
        >
          <div className={styles.stack}>
            <p className={styles.bigNumber}>{t.pendingCount(formatNumber(pending))}</p>
            <p className={styles.countLabel}>{pending > 0 ? t.pendingSome : t.pendingNone}</p>
          </div>
        </Card>
        <Card title={t.rfz} headingLevel={3}>
          <div className={styles.stack}>
            <RfzLevelBadges level={data.rfzLevel} />
            <p className={styles.countLabel}>{t.rfzHelp}</p>
          </div>
        </Card>
      </div>
      <Card title={t.cdms} headingLevel={3} description={t.cdmsDescription}>
        {data.cdms.length === 0 ? (
          <EmptyState size="sm" message={t.cdmsEmpty} description={t.cdmsEmptyHelp} />
        ) : (
          <table className={styles.cdmTable} aria-label={t.cdms}>
            <thead>
              <tr>
                <th scope="col" className={styles.cdmHeader}>
                  {t.cdmName}
                </th>
                <th scope="col" className={styles.cdmHeaderNumber}>
                  {t.patients}
                </th>
                <th scope="col" className={styles.cdmHeader}>
                  {t.period}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.cdms.map((cdm) => (
                <tr key={cdm.id}>
                  <th scope="row" className={styles.cdmCell}>
                    {cdm.name}
                  </th>
                  <td className={styles.cdmNumber}>{people(cdm.patientCount)}</td>
                  <td className={styles.cdmCell}>
                    {t.periodRange(formatDateLong(cdm.periodStart), formatDateLong(cdm.periodEnd))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </>
  );
}

/** The cards' shape while the dashboard loads. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" className={styles.loading}>
      <p role="status" className={visuallyHidden}>
        {t.loading}
      </p>
      <div className={styles.summary}>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton lines={4} />
          </Card>
        ))}
      </div>
      <Card>
        <Skeleton lines={3} />
      </Card>
    </div>
  );
}
