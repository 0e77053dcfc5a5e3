import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-store';
import { confirmMessagesKo } from './messages.ko';

export const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** The text shown for a failed accept: the caller's message, or the kit's default. */
export const failureText = (errorMessage: ConfirmOptions['errorMessage'], error: unknown): ReactNode =>
  typeof errorMessage === 'function' ? errorMessage(error) : (errorMessage ?? confirmMessagesKo.acceptFailed);

interface ControllableOpen {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** Open state that a parent may control (`open` + `onOpenChange`) or leave to the component. */
export function useControllableOpen({
  open,
  defaultOpen = false,
  onOpenChange,
}: ControllableOpen): [boolean, (next: boolean) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const controlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return [controlled ? open : uncontrolled, setOpen];
}

/** Each opening starts afresh: returns true during the render in which `open` turned true. */
export function useJustOpened(open: boolean): boolean {
  const [wasOpen, setWasOpen] = useState(open);
  if (open === wasOpen) return false;
  // Adjusting state while rendering (React's documented pattern) resets before anything paints.
  setWasOpen(open);
  return open;
}

export interface ConfirmFailure {
  readonly error: unknown;
}

export interface ConfirmAction {
  /** True while the promise returned by the accept handler runs. */
  pending: boolean;
  /** Set when the accept handler threw or its promise rejected; cleared on the next try or opening. */
  failure: ConfirmFailure | null;
  /** Runs `accept`; calls `done` once it has succeeded (at once when it returned no promise). */
  run: (accept: () => unknown, done: () => void) => Promise<void>;
}

/** The accept logic shared by ConfirmDialog and ConfirmPopup. */
export function useConfirmAction(open: boolean): ConfirmAction {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ConfirmFailure | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (useJustOpened(open)) {
    setPending(false);
    setFailure(null);
  }

  const run = useCallback(async (accept: () => unknown, done: () => void) => {
    if (running.current) return;
    setFailure(null);
    let result: unknown;
    try {
      result = accept();
    } catch (error) {
      setFailure({ error });
      return;
    }
    if (isPromiseLike(result)) {
      running.current = true;
      setPending(true);
      try {
        await result;
      } catch (error) {
        running.current = false;
        if (mounted.current) {
          setPending(false);
          setFailure({ error });
        }
        return;
      }
      running.current = false;
      if (!mounted.current) return;
      setPending(false);
    }
    done();
  }, []);

  return { pending, failure, run };
}

interface ConfirmQuestionOptions extends ControllableOpen {
  onReject?: (() => void) | undefined;
}

export interface ConfirmQuestion extends ConfirmAction {
  isOpen: boolean;
  setOpen: (next: boolean) => void;
  /** For Radix's `onOpenChange`: a dismissal rejects, except while the answer is being saved. */
  handleOpenChange: (next: boolean) => void;
}

/** The open state and accept logic of a question, as ConfirmDialog and ConfirmPopup both ask it. */
export function useConfirmQuestion({ onReject, ...openOptions }: ConfirmQuestionOptions): ConfirmQuestion {
  const [isOpen, setOpen] = useControllableOpen(openOptions);
  const action = useConfirmAction(isOpen);

  const handleOpenChange = (next: boolean) => {
    // While the answer is being saved the question cannot be dismissed.
    if (!next && action.pending) return;
    if (!next) onReject?.();
    setOpen(next);
  };

  return { ...action, isOpen, setOpen, handleOpenChange };
}
