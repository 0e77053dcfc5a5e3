import { fileUrl } from '@cdmnet/api';
import { Avatar } from '@cdmnet/ui';
import * as styles from './person-cell.css';

export interface PersonCellProps {
  name: string;
  profileImageId: number | null;
  /** At most two lines, for the fixed-height rows of a virtual table. */
  clamp?: boolean | undefined;
}

/** A person in a table or a list: their photo (or initials) and name; the name beside it names the avatar. */
export function PersonCell({ name, profileImageId, clamp = false }: PersonCellProps) {
  return (
    <span className={styles.person}>
      <Avatar
        // Keyed by picture: a virtual row showing someone else loads their picture afresh.
        key={profileImageId ?? 'none'}
        size="sm"
        decorative
        name={name}
        src={profileImageId === null ? undefined : fileUrl(profileImageId)}
      />
      <span className={clamp ? `${styles.name} ${styles.clamped}` : styles.name}>{name}</span>
    </span>
  );
}
