import { Button } from '@cdmnet/ui';
import { dashboardMessages as t } from '../messages.ko';
import * as styles from './dashboard.css';

/** ux.md's error state inside a card: what failed, and 다시 시도. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.muted}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
