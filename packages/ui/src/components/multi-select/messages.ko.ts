/** Default copy of MultiSelect; each entry can be replaced through a prop. */
export const multiSelectMessagesKo = {
  /** Shown in the trigger while nothing is chosen. */
  placeholder: '선택하십시오',
  /** Shown instead of the labels past `maxSelectedLabels`, and announced on change; `{0}` is the count. */
  selectedItemsLabel: '{0}개 선택됨',
  /** Announced when the last item is taken away. */
  noneSelected: '선택된 항목이 없습니다.',
  selectAll: '전체 선택',
  clear: '선택 해제',
  /** Placeholder and accessible name of the filter box. */
  filterPlaceholder: '검색',
  filterLabel: '항목 검색',
  /** Shown when there are no options at all. */
  emptyText: '선택할 항목이 없습니다.',
  /** Shown when the filter matches nothing. */
  emptyFilterText: '검색 결과가 없습니다.',
  /** Shown (and announced) once `selectionLimit` is reached; `{0}` is the limit. */
  selectionLimitNote: '최대 {0}개까지 선택할 수 있습니다.',
} as const;

export type MultiSelectMessages = typeof multiSelectMessagesKo;
