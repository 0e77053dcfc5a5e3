export { ConfirmDialog, ConfirmHost } from './confirm-dialog';
export type { ConfirmDialogProps, ConfirmHostProps } from './confirm-dialog';
export {
  confirm,
  confirmAcceptVariants,
  confirmReasonModes,
  confirmStore,
  createConfirmStore,
} from './confirm-store';
export type {
  ConfirmAcceptContext,
  ConfirmAcceptVariant,
  ConfirmOptions,
  ConfirmReasonMode,
  ConfirmRequest,
  ConfirmStore,
} from './confirm-store';
export { confirmMessagesKo } from './messages.ko';
export type { ConfirmMessages } from './messages.ko';
