import { useState } from 'react';
import { fileUrl } from '@cdmnet/api';
import * as styles from './org-logo.css';

/**
 * An organisation's logo, or its first letter in a neutral box when it has none or the picture fails
 * to load. Decorative either way: the name is written in the same row.
 */
export function OrgLogo({ name, logoImageId }: { name: string; logoImageId: number | null }) {
  // Remembers which picture failed, so a row showing another organisation (virtual rows) tries its own.
  const [failedId, setFailedId] = useState<number | null>(null);
  if (logoImageId === null || failedId === logoImageId) {
    return (
      <span className={styles.logoPlaceholder} aria-hidden="true">
        {name.charAt(0)}
      </span>
    );
  }
  return (
    <img
      className={styles.logo}
      src={fileUrl(logoImageId)}
      alt=""
      width={36}
      height={36}
      // Fetched and decoded off the frame that shows the row.
      loading="lazy"
      decoding="async"
      onError={() => setFailedId(logoImageId)}
    />
  );
}
