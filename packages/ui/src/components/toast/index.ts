export { Toaster, toastPositions } from './toast';
export type { ToasterProps, ToastPosition } from './toast';
export {
  createToastStore,
  defaultToastLife,
  defaultToastSummary,
  toast,
  toastSeverities,
} from './toast-store';
export type { ToastEntry, ToastOptions, ToastSeverity, ToastStore } from './toast-store';
export { useToast } from './use-toast';
export type { UseToastResult } from './use-toast';
