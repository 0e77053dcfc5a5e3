/**
 * The DataTable's default copy. Every text can be replaced through the `messages` prop (one key or
 * several) or, for the most common ones, a dedicated prop (`searchPlaceholder`, `emptyMessage`, ...).
 * `{name}` placeholders are filled in by the table.
 */
export const dataTableMessagesKo = {
  /** Placeholder of the keyword search box. */
  searchPlaceholder: '검색',
  /** Accessible name of the keyword search box. */
  searchLabel: '검색',
  /** Header of the optional row-number column. */
  rowNumberHeader: '번호',
  /** Shown when there is no data at all. */
  empty: '표시할 데이터가 없습니다.',
  /** Shown when the search or a filter leaves no row. */
  noResults: '검색 결과가 없습니다.',
  /** Shown in the error state when no message is given. */
  error: '데이터를 불러오지 못했습니다.',
  /** The retry button of the error state. */
  retry: '다시 시도',
  /** Announced while the skeleton rows show. */
  loading: '불러오는 중입니다.',
  /** Announced after a search or a filter; `{count}` is the number of rows left. */
  resultCount: '{count}건',
  /** Accessible name of a column's filter button; `{column}` is the column's header. */
  filter: '{column} 필터',
  /** Name of the paginator landmark. */
  pagination: '페이지 탐색',
  firstPage: '첫 페이지',
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
  lastPage: '마지막 페이지',
  /** Accessible name of a page button; `{page}` is its number. */
  page: '{page} 페이지',
  /** The paginator's range text; `{from}`, `{to}` and `{total}` are row numbers. */
  pageRange: '{total}건 중 {from}-{to}',
} as const;

export type DataTableMessages = { readonly [K in keyof typeof dataTableMessagesKo]: string };

/** Fills `{name}` placeholders of a message. */
export const formatMessage = (message: string, values: Readonly<Record<string, string | number>>): string =>
  message.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
