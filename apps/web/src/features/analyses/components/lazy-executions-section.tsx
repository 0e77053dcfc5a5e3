import { Card, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { lazyComponent } from '../../../app/lazy-component';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

/** Its card, titled, while the section's script arrives: the page does not move when it does. */
function Placeholder() {
  return (
    <Card
      title={analysisCopy.execution.title}
      headingLevel={3}
      description={analysisCopy.execution.description}
    >
      <div aria-busy="true" className={styles.stack}>
        <span className={visuallyHidden}>{analysisCopy.execution.loading}</span>
        <Skeleton shape="rect" height="10rem" />
      </div>
    </Card>
  );
}

// The 실행 section is its own chunk (the executions contract, its table's boxes, the status icons): the
// analysis page stays within its budget, and the route fetches the section beside the page
// (routes.tsx), so it does not wait for the page to ask.
export const LazyExecutionsSection = lazyComponent(
  () => import('./executions-section').then((m) => m.ExecutionsSection),
  <Placeholder />,
);
