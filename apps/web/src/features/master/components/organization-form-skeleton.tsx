import { Card, Skeleton } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.form;

/** The form's shape while it loads: its card, label lines and fields. */
export function OrganizationFormSkeleton() {
  return (
    <Card title={t.cardTitle} className={styles.formCard} aria-busy="true">
      <div className={styles.fields}>
        {[2.5, 6, 6, 2.5, 2, 2, 4, 2].map((height, index) => (
          <div key={index} className={styles.headerSkeleton}>
            <Skeleton width="8rem" />
            <Skeleton shape="rect" height={`${height}rem`} />
          </div>
        ))}
      </div>
    </Card>
  );
}
