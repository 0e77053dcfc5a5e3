export {
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverRoot,
  PopoverTrigger,
  popoverAligns,
  popoverSides,
} from './popover';
export type {
  PopoverAlign,
  PopoverAnchorProps,
  PopoverCloseProps,
  PopoverContentProps,
  PopoverRootProps,
  PopoverSide,
  PopoverTriggerProps,
} from './popover';
export { popoverMessagesKo } from './messages.ko';
export type { PopoverMessages } from './messages.ko';
