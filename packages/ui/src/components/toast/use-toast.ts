import { useSyncExternalStore } from 'react';
import { toast as defaultStore } from './toast-store';
import type { ToastEntry, ToastStore } from './toast-store';

export interface UseToastResult {
  /** The toasts currently queued, oldest first. */
  toasts: readonly ToastEntry[];
  show: ToastStore['show'];
  dismiss: ToastStore['dismiss'];
  clear: ToastStore['clear'];
}

/** Reads a toast queue (the kit's `toast` unless another store is given) and re-renders on change. */
export function useToast(store: ToastStore = defaultStore): UseToastResult {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, show: store.show, dismiss: store.dismiss, clear: store.clear };
}
