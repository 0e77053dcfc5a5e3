import { Button } from '../button/button';
import * as styles from './data-table.css';
import { ChevronIcon, ChevronsIcon } from '../../icons/icons';
import { formatMessage } from './messages.ko';
import type { DataTableMessages } from './messages.ko';

export interface DataTablePaginatorProps {
  /** Current page, from 0. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  messages: DataTableMessages;
}

/** How many page buttons show at once, around the current page. */
const PAGE_LINKS = 5;

export function DataTablePaginator({
  page,
  pageCount,
  pageSize,
  total,
  onPageChange,
  messages,
}: DataTablePaginatorProps) {
  const firstLink = Math.max(0, Math.min(page - Math.floor(PAGE_LINKS / 2), pageCount - PAGE_LINKS));
  const pages = Array.from({ length: Math.min(PAGE_LINKS, pageCount) }, (_, i) => firstLink + i);
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const isFirst = page === 0;
  const isLast = page >= pageCount - 1;

  return (
    <nav className={styles.paginator} aria-label={messages.pagination}>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={messages.firstPage}
        disabled={isFirst}
        onClick={() => onPageChange(0)}
      >
        <ChevronsIcon side="left" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={messages.previousPage}
        disabled={isFirst}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronIcon side="left" />
      </Button>
      <ul className={styles.pageList}>
        {pages.map((index) => (
          <li key={index}>
            <Button
              variant="ghost"
              size="sm"
              className={styles.pageButton}
              aria-label={formatMessage(messages.page, { page: index + 1 })}
              aria-current={index === page ? 'page' : undefined}
              onClick={() => onPageChange(index)}
            >
              {index + 1}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={messages.nextPage}
        disabled={isLast}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronIcon side="right" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={messages.lastPage}
        disabled={isLast}
        onClick={() => onPageChange(pageCount - 1)}
      >
        <ChevronsIcon side="right" />
      </Button>
      <span className={styles.pageRange}>{formatMessage(messages.pageRange, { from, to, total })}</span>
    </nav>
  );
}

DataTablePaginator.displayName = 'DataTablePaginator';
