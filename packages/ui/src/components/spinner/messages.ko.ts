/** Default copy of the spinner; override with its `label` prop. */
export const spinnerMessagesKo = {
  /** The spinner's accessible name and, with `showLabel`, its visible text. */
  loading: '불러오는 중',
} as const;

export type SpinnerMessages = { readonly [K in keyof typeof spinnerMessagesKo]: string };
