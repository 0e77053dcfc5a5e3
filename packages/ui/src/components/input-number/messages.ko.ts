/** Default copy of InputNumber; each entry can be replaced through a prop. */
export const inputNumberMessagesKo = {
  /** Accessible name of the + button. */
  increment: '증가',
  /** Accessible name of the − button. */
  decrement: '감소',
} as const;

export type InputNumberMessages = typeof inputNumberMessagesKo;
