export { FileUpload } from './file-upload';
export type { FileUploadProps } from './file-upload';
export { fileRejectionReasons, isAcceptedFile } from './file-upload-validation';
export type { FileRejection, FileRejectionReason } from './file-upload-validation';
export { fileUploadMessagesKo } from './messages.ko';
export type { FileUploadMessages } from './messages.ko';
