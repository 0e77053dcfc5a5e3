import { ATLAS_SEARCH_PAGE_SIZES } from '@cdmnet/api';
import { Button, Select } from '@cdmnet/ui';
import { atlasSearchCopy } from '../messages.ko';
import * as styles from '../atlas-search.css';

const t = atlasSearchCopy.search;

type PageSize = (typeof ATLAS_SEARCH_PAGE_SIZES)[number];

const sizeOptions = ATLAS_SEARCH_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: t.pageSizeOption(size),
}));

/** The server's pages of a search: how many in all, 이전 / 다음, and how many to a page. */
export function ResultsPager({
  total,
  page,
  size,
  onPage,
  onSize,
}: {
  total: number;
  page: number;
  size: PageSize;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t.pager} className={styles.pager}>
      <span aria-live="polite">{t.total(total)}</span>
      <span className={styles.pagerButtons}>
        <Button variant="secondary" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          {t.previous}
        </Button>
        <span>{t.pageOf(Math.min(page + 1, pages), pages)}</span>
        <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t.next}
        </Button>
        <Select
          aria-label={t.pageSize}
          options={sizeOptions}
          value={String(size)}
          onValueChange={(value) => {
            const next = ATLAS_SEARCH_PAGE_SIZES.find((s) => String(s) === value);
            if (next) onSize(next);
          }}
          size="sm"
          className={styles.pageSize}
        />
      </span>
    </nav>
  );
}
