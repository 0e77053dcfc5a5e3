export { Checkbox } from './checkbox';
export type { CheckboxCheckedState, CheckboxProps } from './checkbox';
