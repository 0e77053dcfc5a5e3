import { fileUrl } from '@cdmnet/api';
import { Avatar, BreakableText } from '@cdmnet/ui';
import * as styles from './person-cell.css';

export interface PersonCellProps {
  name: string;
  profileImageId: number | null;
  /** Their e-mail address, on a second line: it breaks after `@` and before dots, never mid-word. */
  email?: string | undefined;
  /** At most two lines, for the fixed-height rows of a virtual table. */
  clamp?: boolean | undefined;
}

/** A person in a table or a list: their photo (or initials) and name; the name beside it names the avatar. */
export function PersonCell({ name, profileImageId, email, clamp = false }: PersonCellProps) {
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
      <span className={styles.text}>
        <span className={clamp ? `${styles.name} ${styles.clamped}` : styles.name}>{name}</span>
        {email ? <BreakableText className={styles.email}>{email}</BreakableText> : null}
      </span>
    </span>
  );
}
