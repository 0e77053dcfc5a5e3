/** Default copy of Dialog; each entry can be replaced through a prop. */
export const dialogMessagesKo = {
  /** Accessible name of the close button in the dialog's corner. */
  close: '닫기',
} as const;

export type DialogMessages = typeof dialogMessagesKo;
