import type { ReactNode } from 'react';

/**
 * The confirmation queue behind `confirm()`, usable without React: a screen awaits
 * `confirm({...})`; a mounted `<ConfirmHost />` shows the questions one at a time.
 */

export const confirmAcceptVariants = ['primary', 'danger'] as const;
export type ConfirmAcceptVariant = (typeof confirmAcceptVariants)[number];

/** Whether the dialog asks for a reason (irreversible decisions: reject an IRB, cancel an execution). */
export const confirmReasonModes = ['none', 'optional', 'required'] as const;
export type ConfirmReasonMode = (typeof confirmReasonModes)[number];

export interface ConfirmAcceptContext {
  /** The reason typed, trimmed; `''` when none was asked for or given. */
  reason: string;
}

export interface ConfirmOptions {
  /** The question, naming the object: `정말 이 분석 엔진을 삭제하시겠습니까?`. Names the dialog when there is no title. */
  message: ReactNode;
  /** An optional heading above the message (the message then describes the dialog). */
  title?: ReactNode | undefined;
  /** Default `확인`, or `삭제` when `acceptVariant` is `danger`. */
  acceptLabel?: string | undefined;
  /** Default `취소`. */
  rejectLabel?: string | undefined;
  /** `danger` for destructive answers: red accept button and a warning mark. Default `primary`. */
  acceptVariant?: ConfirmAcceptVariant | undefined;
  /**
   * Runs on accept. When it returns a promise the accept button shows progress and the question
   * stays open until it settles: closed when it resolves, open with an error when it rejects.
   */
  onAccept?: ((context: ConfirmAcceptContext) => void | PromiseLike<unknown>) | undefined;
  /** Runs when the question is dismissed (reject button or Escape). */
  onReject?: (() => void) | undefined;
  /** Shown when `onAccept` rejects. Default `요청을 처리하지 못했습니다. 다시 시도하십시오.` */
  errorMessage?: ReactNode | ((error: unknown) => ReactNode) | undefined;
  /** Ask for a reason in the same dialog. Default `none`. */
  reason?: ConfirmReasonMode | undefined;
  /** Default `사유`. */
  reasonLabel?: string | undefined;
  reasonPlaceholder?: string | undefined;
  /** Default `사유를 입력하십시오.` */
  reasonRequiredMessage?: string | undefined;
}

export interface ConfirmRequest {
  /** Increasing integer, unique within its store. */
  readonly id: number;
  readonly options: ConfirmOptions;
  /** False from the answer until the host has played the exit animation and removed it. */
  readonly open: boolean;
  /** What had focus when the question was asked; focus returns there afterwards. */
  readonly returnFocus: Element | null;
}

// Members are properties, not methods: they are closures, safe to pass around unbound.
export interface ConfirmStore {
  /** Queues a question; resolves `true` when accepted (after `onAccept` succeeded), `false` when dismissed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Answers a question and closes it (a mounted host then animates it out and removes it). */
  settle: (id: number, accepted: boolean) => void;
  /** Removes an answered question at once. */
  remove: (id: number) => void;
  /** Answers every open question with `false` and empties the queue. */
  clear: () => void;
  /** The questions, oldest first; the host shows the first. The array is replaced, never mutated. */
  getSnapshot: () => readonly ConfirmRequest[];
  subscribe: (listener: () => void) => () => void;
}

/**
 * Where focus goes back to after the question: what has focus now, or, when that is an item of a
 * menu (which closes as the question opens), the button that opened the menu.
 */
const focusReturnTarget = (): Element | null => {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  const openerId = active?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (openerId ? document.getElementById(openerId) : null) ?? active;
};

/** Makes an independent queue (the kit's `confirm` uses one; tests may want their own). */
export function createConfirmStore(): ConfirmStore {
  let requests: readonly ConfirmRequest[] = [];
  let lastId = 0;
  const resolvers = new Map<number, (accepted: boolean) => void>();
  const listeners = new Set<() => void>();

  const set = (next: readonly ConfirmRequest[]) => {
    requests = next;
    for (const listener of listeners) listener();
  };

  const remove = (id: number) => {
    if (requests.some((request) => request.id === id)) set(requests.filter((request) => request.id !== id));
  };

  const settle = (id: number, accepted: boolean) => {
    const resolve = resolvers.get(id);
    if (!resolve) return;
    resolvers.delete(id);
    resolve(accepted);
    // Nobody shows the queue, so no exit animation will ever report its end.
    if (listeners.size === 0) {
      remove(id);
      return;
    }
    set(requests.map((request) => (request.id === id ? { ...request, open: false } : request)));
  };

  const confirm = (options: ConfirmOptions): Promise<boolean> => {
    lastId += 1;
    const id = lastId;
    const returnFocus = focusReturnTarget();
    return new Promise<boolean>((resolve) => {
      resolvers.set(id, resolve);
      set([...requests, { id, options, open: true, returnFocus }]);
    });
  };

  return {
    confirm,
    settle,
    remove,
    clear: () => {
      for (const [id, resolve] of [...resolvers]) {
        resolvers.delete(id);
        resolve(false);
      }
      if (requests.length > 0) set([]);
    },
    getSnapshot: () => requests,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The kit's confirmation queue, shown by `<ConfirmHost />`. */
export const confirmStore: ConfirmStore = createConfirmStore();

/**
 * Asks a question and waits for the answer:
 * `if (await confirm({ message: '정말 이 분석 엔진을 삭제하시겠습니까?', acceptLabel: '삭제', acceptVariant: 'danger' }))`.
 * Needs a mounted `<ConfirmHost />`; until one mounts, the question waits in the queue.
 */
export const confirm: ConfirmStore['confirm'] = confirmStore.confirm;
