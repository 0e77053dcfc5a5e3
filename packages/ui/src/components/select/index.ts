export { Select, selectSizes } from './select';
export type { SelectOption, SelectProps, SelectSize } from './select';
export { selectMessagesKo } from './messages.ko';
export type { SelectMessages } from './messages.ko';
