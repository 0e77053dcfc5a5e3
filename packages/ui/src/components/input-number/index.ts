export { InputNumber, inputNumberSizes } from './input-number';
export type { InputNumberProps, InputNumberSize } from './input-number';
export { holdRepeatDelayMs, holdRepeatIntervalMs, useHoldRepeat } from './use-hold-repeat';
export type { HoldRepeat, HoldRepeatAction, HoldRepeatOptions } from './use-hold-repeat';
export { inputNumberMessagesKo } from './messages.ko';
export type { InputNumberMessages } from './messages.ko';
