import type { FacetCount } from '@cdmnet/api';
import { evixAiMessages } from '../messages.ko';
import * as styles from './concept-finder.css';

const t = evixAiMessages.conceptFinder;

/**
 * The domains the search found, with how many each (counted before this filter), pressed to narrow to
 * them; a domain chosen in the address but not found still shows, so it can be let go.
 */
export function DomainChips({
  domains,
  chosen,
  onChange,
}: {
  domains: readonly FacetCount[];
  chosen: readonly string[];
  onChange: (domainIds: string[]) => void;
}) {
  const shown = [
    ...domains,
    ...chosen.filter((d) => !domains.some((f) => f.value === d)).map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={t.domains}>
      <span className={styles.chipsLabel} aria-hidden="true">
        {t.domains}
      </span>
      {shown.map(({ value, count }) => {
        const pressed = chosen.includes(value);
        return (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? chosen.filter((d) => d !== value) : [...chosen, value])}
          >
            {t.domainChip(value, count)}
          </button>
        );
      })}
      {chosen.length > 0 ? (
        <button type="button" className={styles.chip} onClick={() => onChange([])}>
          {t.clearDomains}
        </button>
      ) : null}
    </div>
  );
}
