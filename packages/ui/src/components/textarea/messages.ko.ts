/** Default copy of Textarea; each entry can be replaced through a prop. */
export const textareaMessagesKo = {
  /**
   * Read by screen readers when typing pauses (the visible `12/50` is hidden from them).
   * `{count}` and `{max}` are replaced.
   */
  characterCount: '{max}자 중 {count}자 입력',
} as const;

export type TextareaMessages = typeof textareaMessagesKo;
