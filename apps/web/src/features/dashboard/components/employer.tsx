import { useQuery } from '@tanstack/react-query';
import { usersQueries } from '@cdmnet/api';
import { Skeleton, UserText } from '@cdmnet/ui';
import { useEmployerName } from '../../../app/use-employer-name';
import { dashboardMessages } from '../messages.ko';
import * as styles from './dashboard.css';

const t = dashboardMessages.organizations;

/** 재직 기관: the organisation the user works for (the profile's employer), apart from the ones they take part in. */
export function Employer({ memberOf }: { memberOf: readonly { id: number; name: string }[] }) {
  const profile = useQuery(usersQueries.profile());
  const employerId = profile.data?.orgEmployedId ?? null;
  const known = memberOf.find((org) => org.id === employerId)?.name;
  const employer = useEmployerName(employerId, known);
  const { name } = employer;
  const loading = profile.isPending || employer.loading;
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
