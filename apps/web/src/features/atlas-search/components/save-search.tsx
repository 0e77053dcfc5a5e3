import { useId } from 'react';
import type { AccessibleAtlas } from '@cdmnet/api';
import { LazyBookmarkToggle } from '../../../app/bookmarks/lazy-bookmark-toggle';
import type { SearchAsk } from '../../../app/atlas-search-address';
import { searchBookmark } from '../bookmarks';
import { atlasSearchCopy } from '../messages.ko';
import * as styles from '../atlas-search.css';

/**
 * "이 검색 저장": the star keeping the search as asked (query, hospitals, filters). The star is named by
 * what it keeps, as every star is; the words beside it name the group, so the header says what the
 * star does without a second control.
 */
export function SaveSearch({ ask, atlases }: { ask: SearchAsk; atlases: readonly AccessibleAtlas[] }) {
  const labelId = useId();
  return (
    <span role="group" aria-labelledby={labelId} className={styles.saveSearch}>
      <LazyBookmarkToggle bookmark={searchBookmark(ask, atlases)} />
      <span id={labelId}>{atlasSearchCopy.search.saveSearch}</span>
    </span>
  );
}
