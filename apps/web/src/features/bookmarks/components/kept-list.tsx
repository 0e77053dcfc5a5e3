import { Link } from 'react-router-dom';
import { confirm, formatDate, dateFormats, IconButton } from '@cdmnet/ui';
import { TrashIcon } from '../../../app/components/icons';
import { bookmarksCopy as t } from '../messages.ko';
import * as css from '../bookmarks.css';

/** One kept thing as the list shows it: what it is called, where it opens, a line about it. */
export interface KeptRow {
  key: string;
  title: string;
  to: string;
  meta: string | null;
  createdAt: string;
  /** Resolves once removed; rejects when refused (the client has toasted why). */
  remove: () => Promise<unknown>;
}

/**
 * A section's kept things, newest first: each opens what it points to, and is removed after a
 * confirmation naming it (ux.md "Confirmations").
 */
export function KeptList({ rows }: { rows: readonly KeptRow[] }) {
  return (
    <ul className={css.list}>
      {rows.map((row) => (
        <li key={row.key} className={css.row}>
          <div className={css.text}>
            <Link to={row.to} className={css.title}>
              {row.title}
            </Link>
            <span className={css.meta}>
              {[row.meta, t.savedOn(formatDate(row.createdAt, dateFormats.short))]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          <IconButton
            aria-label={t.removeLabel(row.title)}
            onClick={() =>
              void confirm({
                message: t.confirmRemove(row.title),
                acceptVariant: 'danger',
                onAccept: () => row.remove().catch(() => undefined),
              })
            }
          >
            <TrashIcon />
          </IconButton>
        </li>
      ))}
    </ul>
  );
}
