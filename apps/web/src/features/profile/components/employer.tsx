import { useQuery } from '@tanstack/react-query';
import { networkQueries, type UserInfo } from '@cdmnet/api';
import { Skeleton, UserText } from '@cdmnet/ui';
import { profileScreenMessages } from '../messages.ko';
import * as styles from './profile.css';

const t = profileScreenMessages.summary;

/**
 * 재직 기관: the organisation the user works for. Its name is in their memberships when they are a
 * member of it; otherwise (a partner researcher) it is asked of the network's list, the one place
 * that names every organisation.
 */
export function Employer({ user }: { user: UserInfo }) {
  const employerId = user.orgEmployedId;
  const known = user.orgList.find((org) => org.orgId === employerId)?.orgName;
  const elsewhere = useQuery({
    ...networkQueries.organizations(),
    enabled: employerId !== null && known === undefined,
    select: (orgs) => orgs.find((org) => org.id === employerId)?.name ?? null,
  });
  const name = employerId === null ? null : (known ?? elsewhere.data ?? null);
  return (
    <dl className={styles.employer}>
      <dt className={styles.muted}>{t.employer}</dt>
      <dd className={styles.employerName}>
        {employerId !== null && known === undefined && elsewhere.isPending ? (
          <Skeleton inline width="8em" />
        ) : name === null ? (
          t.noEmployer
        ) : (
          <UserText>{name}</UserText>
        )}
      </dd>
    </dl>
  );
}
