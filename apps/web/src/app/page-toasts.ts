import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '@cdmnet/ui';

/*
 * The rule for toasts and pages: a toast belongs to the page it was raised on and is dismissed when
 * the user leaves that page, so it never lands on the next one (sign-up's completion on the dashboard).
 * One exception: the toast of the user's last action, when that action itself navigates (삭제, then back
 * to the list), is the outcome the user is waiting for, so it survives that one navigation.
 *
 * "The last action's toast" is told apart without timing: it was raised after the user's last gesture
 * (a pointer press, a key, a history move). A toast the user has acted after has been seen on its page.
 */

let gestures = 0;
/** The gesture count when each toast in the queue was raised. */
const raisedAt = new Map<number, number>();
let watching = false;

function watch(): void {
  if (watching) return;
  watching = true;
  const count = () => {
    gestures += 1;
  };
  // Capture: a control that stops propagation still counts as the user acting.
  for (const type of ['pointerdown', 'keydown', 'popstate']) {
    window.addEventListener(type, count, { capture: true });
  }
  const tag = () => {
    const entries = toast.getSnapshot();
    for (const { id } of entries) if (!raisedAt.has(id)) raisedAt.set(id, gestures);
    for (const id of raisedAt.keys()) if (!entries.some((entry) => entry.id === id)) raisedAt.delete(id);
  };
  tag();
  toast.subscribe(tag);
}

/** Dismisses every open toast raised before the user's last gesture: those belong to the page left. */
export function leavePage(): void {
  for (const { id, open } of toast.getSnapshot()) {
    if (open && (raisedAt.get(id) ?? -1) < gestures) toast.dismiss(id);
  }
}

/**
 * Applies the rule above to the pages under a layout: leaving a path (or the layout) leaves the page.
 * Both layouts call it, so moving between public and signed-in pages counts too.
 */
export function useToastsStayOnTheirPage(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    watch();
    return leavePage;
  }, [pathname]);
}
