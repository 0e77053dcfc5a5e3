import { fileUrl } from '@cdmnet/api';
import { Avatar } from '@cdmnet/ui';
import * as styles from '../orgadmin.css';

/** A member in a table: their photo (or initials) and name; the name beside it names the avatar. */
export function PersonCell({ name, profileImageId }: { name: string; profileImageId: number | null }) {
  return (
    <span className={styles.person}>
      <Avatar
        size="sm"
        decorative
        name={name}
        src={profileImageId === null ? undefined : fileUrl(profileImageId)}
      />
      <span>{name}</span>
    </span>
  );
}
