import { useQuery } from '@tanstack/react-query';
import { networkQueries, usersQueries } from '@cdmnet/api';
import { Skeleton, UserText } from '@cdmnet/ui';
import { dashboardMessages } from '../messages.ko';
import * as styles from './dashboard.css';

const t = dashboardMessages.organizations;

/**
 * 재직 기관: the organisation the user works for (the profile's employer), apart from the ones they
 * take part in. Its name is among those when they are a member of it; otherwise (a partner researcher)
 * it is asked of the network's list, the one place that names every organisation.
 */
export function Employer({ memberOf }: { memberOf: readonly { id: number; name: string }[] }) {
  const profile = useQuery(usersQueries.profile());
  const employerId = profile.data?.orgEmployedId ?? null;
  const known = memberOf.find((org) => org.id === employerId)?.name;
  const elsewhere = useQuery({
    ...networkQueries.organizations(),
    enabled: employerId !== null && known === undefined,
    select: (orgs) => orgs.find((org) => org.id === employerId)?.name ?? null,
  });
  const name = employerId === null ? null : (known ?? elsewhere.data ?? null);
  const loading = profile.isPending || (employerId !== null && known === undefined && elsewhere.isPending);
  return (
    <dl className={styles.employer}>
      <dt className={styles.counterLabel}>{t.employer}</dt>
      <dd className={styles.employerName}>
        {loading ? (
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
