/**
 * The toast queue, usable without React: an API client, a router guard or a test can call
 * `toast.show(...)`; a mounted `<Toaster />` renders the queue.
 */

export const toastSeverities = ['success', 'info', 'warn', 'error'] as const;
export type ToastSeverity = (typeof toastSeverities)[number];

/** How long a toast stays, in milliseconds, unless `life` says otherwise. */
export const defaultToastLife = 5000;

export interface ToastOptions {
  severity: ToastSeverity;
  /**
   * Heading of the toast. Without one the Toaster shows its `summaries` entry for the severity, by
   * default the capitalised severity (`Success`, `Info`, `Warn`, `Error`).
   */
  summary?: string | undefined;
  /** The message. */
  detail: string;
  /** Milliseconds before it closes by itself. `Infinity` keeps it until closed. Default 5000. */
  life?: number | undefined;
}

export interface ToastEntry {
  /** Increasing integer, unique within its store. */
  readonly id: number;
  readonly severity: ToastSeverity;
  /** The caller's own heading; without one the Toaster picks the severity's summary. */
  readonly summary?: string | undefined;
  readonly detail: string;
  readonly life: number;
  /** False from the moment it is closed until its hide animation has ended and it is removed. */
  readonly open: boolean;
}

// Members are properties, not methods: they are closures, safe to pass around unbound.
export interface ToastStore {
  /** Queues a toast and returns its id. */
  show: (options: ToastOptions) => number;
  success: (detail: string, options?: Omit<ToastOptions, 'severity' | 'detail'>) => number;
  info: (detail: string, options?: Omit<ToastOptions, 'severity' | 'detail'>) => number;
  warn: (detail: string, options?: Omit<ToastOptions, 'severity' | 'detail'>) => number;
  error: (detail: string, options?: Omit<ToastOptions, 'severity' | 'detail'>) => number;
  /** Closes a toast: a mounted Toaster plays the hide animation, then removes it. */
  dismiss: (id: number) => void;
  /** Removes a toast at once, without animation. */
  remove: (id: number) => void;
  /** Removes every toast at once. */
  clear: () => void;
  /** The current toasts, oldest first. The array is replaced, never mutated. */
  getSnapshot: () => readonly ToastEntry[];
  subscribe: (listener: () => void) => () => void;
}

export const defaultToastSummary = (severity: ToastSeverity): string =>
  severity.charAt(0).toUpperCase() + severity.slice(1);

/** Makes an independent queue (the kit's `toast` is one; tests may want their own). */
export function createToastStore(): ToastStore {
  let entries: readonly ToastEntry[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();

  const set = (next: readonly ToastEntry[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };

  const show = ({ severity, summary, detail, life }: ToastOptions): number => {
    lastId += 1;
    const entry: ToastEntry = {
      id: lastId,
      severity,
      summary,
      detail,
      life: life ?? defaultToastLife,
      open: true,
    };
    set([...entries, entry]);
    return entry.id;
  };

  const remove = (id: number) => {
    if (entries.some((entry) => entry.id === id)) set(entries.filter((entry) => entry.id !== id));
  };

  const dismiss = (id: number) => {
    // Nobody renders the queue, so no hide animation will ever report its end.
    if (listeners.size === 0) {
      remove(id);
      return;
    }
    if (entries.some((entry) => entry.id === id && entry.open)) {
      set(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
    }
  };

  const shortcut =
    (severity: ToastSeverity) =>
    (detail: string, options?: Omit<ToastOptions, 'severity' | 'detail'>): number =>
      show({ ...options, severity, detail });

  return {
    show,
    success: shortcut('success'),
    info: shortcut('info'),
    warn: shortcut('warn'),
    error: shortcut('error'),
    dismiss,
    remove,
    clear: () => {
      if (entries.length > 0) set([]);
    },
    getSnapshot: () => entries,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The kit's toast queue, rendered by `<Toaster />`. */
export const toast: ToastStore = createToastStore();
