import { Badge, type BadgeTone } from '@cdmnet/ui';
import { appMessages } from '../messages.ko';
import * as styles from './rfz-level-badges.css';

// Spec §2 (network table) and ux.md: the leading letters of E, EV, EVD each show a badge.
const letters: { letter: string; tone: BadgeTone }[] = [
  { letter: 'E', tone: 'success' },
  { letter: 'V', tone: 'warning' },
  { letter: 'D', tone: 'danger' },
];

/** An RFZ level as badges E (success), V (warning), D (danger); an empty level reads `해당 없음`. */
export function RfzLevelBadges({ level }: { level: string }) {
  const shown = letters.filter(({ letter }, index) => level[index] === letter);
  if (shown.length === 0) return <span>{appMessages.rfz.none}</span>;
  return (
    <span role="img" aria-label={appMessages.rfz.label(level)} className={styles.badges}>
      {shown.map(({ letter, tone }) => (
        <Badge key={letter} tone={tone} aria-hidden="true">
          {letter}
        </Badge>
      ))}
    </span>
  );
}
