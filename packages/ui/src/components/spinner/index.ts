export { Spinner, spinnerSizes } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
export { spinnerMessagesKo } from './messages.ko';
export type { SpinnerMessages } from './messages.ko';
