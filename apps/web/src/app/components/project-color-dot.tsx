import type { ProjectColor } from '@cdmnet/api';
import * as styles from './project-color-dot.css';

/**
 * A project's label colour (spec §3), beside its name in the side menu, the dashboard and the project's
 * header. Decorative: the name is always written next to it, so colour is never the only signal.
 */
export function ProjectColorDot({
  color,
  size = 'md',
  className,
}: {
  color: ProjectColor;
  /** `lg` beside a page's title. */
  size?: 'md' | 'lg';
  /** Placement only (margins): the size is the component's. */
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[styles.dot, size === 'lg' && styles.large, className].filter(Boolean).join(' ')}
      style={{ backgroundColor: color }}
    />
  );
}
