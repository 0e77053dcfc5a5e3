import { IconButton } from '@cdmnet/ui';
import { starMessages as t } from './messages.ko';
import * as css from './star.css';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z" />
    </svg>
  );
}

interface StarButtonProps {
  /** What is starred, as the row or page names it. */
  name: string;
  pressed: boolean;
  /** Unknown until the user's list has arrived: shown, but not yet usable. */
  ready: boolean;
  onToggle: () => void;
}

/**
 * The star both toggles draw: a toggle button (aria-pressed) whose name stays "<name> 즐겨찾기" while its
 * state changes (WAI-ARIA: a toggle's label must not change with its state); the hover text says what a
 * click does.
 */
export function StarButton({ name, pressed, ready, onToggle }: StarButtonProps) {
  return (
    <IconButton
      aria-label={t.name(name)}
      aria-pressed={pressed}
      aria-disabled={!ready || undefined}
      title={pressed ? t.remove : t.add}
      className={css.star}
      size="sm"
      onClick={() => {
        if (ready) onToggle();
      }}
    >
      <StarIcon filled={pressed} />
    </IconButton>
  );
}
