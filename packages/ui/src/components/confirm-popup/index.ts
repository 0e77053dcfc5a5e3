export { ConfirmPopup } from './confirm-popup';
export type { ConfirmPopupProps } from './confirm-popup';
