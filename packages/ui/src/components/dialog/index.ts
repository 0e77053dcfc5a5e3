export {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  DialogTrigger,
  dialogInitialFocuses,
  dialogPositions,
  dialogSizes,
} from './dialog';
export type {
  DialogBodyProps,
  DialogCloseProps,
  DialogContentProps,
  DialogFooterProps,
  DialogInitialFocus,
  DialogPosition,
  DialogRootProps,
  DialogSize,
  DialogTriggerProps,
} from './dialog';
export { dialogMessagesKo } from './messages.ko';
export type { DialogMessages } from './messages.ko';
