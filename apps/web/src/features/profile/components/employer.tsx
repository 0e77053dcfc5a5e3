import type { UserInfo } from '@cdmnet/api';
import { Skeleton, UserText } from '@cdmnet/ui';
import { useEmployerName } from '../../../app/use-employer-name';
import { profileScreenMessages } from '../messages.ko';
import * as styles from './profile.css';

const t = profileScreenMessages.summary;

/** 재직 기관: the organisation the user works for, named from their memberships or the network's list. */
export function Employer({ user }: { user: UserInfo }) {
  const employerId = user.orgEmployedId;
  const known = user.orgList.find((org) => org.orgId === employerId)?.orgName;
  const { name, loading } = useEmployerName(employerId, known);
  return (
    <dl className={styles.employer}>
      <dt className={styles.muted}>{t.employer}</dt>
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
