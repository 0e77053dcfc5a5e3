/** Default copy of Select; each entry can be replaced through a prop. */
export const selectMessagesKo = {
  /** Shown in the trigger while nothing is chosen. */
  placeholder: '선택하십시오',
  /** Shown in the open list when there are no options. */
  emptyText: '선택할 항목이 없습니다.',
} as const;

export type SelectMessages = typeof selectMessagesKo;
