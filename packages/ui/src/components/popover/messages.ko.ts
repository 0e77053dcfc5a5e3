/** Default copy of Popover; each entry can be replaced through a prop. */
export const popoverMessagesKo = {
  /** Accessible name of the optional close button. */
  close: '닫기',
} as const;

export type PopoverMessages = typeof popoverMessagesKo;
