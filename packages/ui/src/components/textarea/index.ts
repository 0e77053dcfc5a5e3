export { Textarea } from './textarea';
export type { TextareaProps } from './textarea';
export { textareaMessagesKo } from './messages.ko';
export type { TextareaMessages } from './messages.ko';
