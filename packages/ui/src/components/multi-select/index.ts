export {
  MultiSelect,
  multiSelectDisplays,
  multiSelectFilterDelayMs,
  multiSelectScrollHeight,
  multiSelectSizes,
} from './multi-select';
export type {
  MultiSelectDisplay,
  MultiSelectOption,
  MultiSelectProps,
  MultiSelectSize,
  MultiSelectValue,
} from './multi-select';
export { multiSelectMessagesKo } from './messages.ko';
export type { MultiSelectMessages } from './messages.ko';
