import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ComponentType, SVGProps } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarnIcon } from '../../icons/icons';
import { uiMessagesKo } from '../../messages.ko';
import { Button } from '../button/button';
import { defaultToastSummary, toast as defaultStore } from './toast-store';
import type { ToastEntry, ToastSeverity, ToastStore } from './toast-store';
import * as styles from './toast.css';

/** Where the toast stack sits on screen (spec §3 positions). */
export const toastPositions = [
  'center',
  'left',
  'top',
  'bottom',
  'right',
  'bottom-right',
  'bottom-left',
  'top-left',
  'top-right',
] as const;
export type ToastPosition = (typeof toastPositions)[number];

type SwipeDirection = NonNullable<RadixToast.ToastProviderProps['swipeDirection']>;

const swipeDirectionOf = (position: ToastPosition): SwipeDirection => {
  if (position.endsWith('left')) return 'left';
  if (position === 'top') return 'up';
  if (position === 'bottom') return 'down';
  return 'right';
};

const severityIcons: Record<ToastSeverity, ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>> = {
  success: SuccessIcon,
  info: InfoIcon,
  warn: WarnIcon,
  error: ErrorIcon,
};

export interface ToasterProps {
  /** Where the stack sits. Default `top-right`. */
  position?: ToastPosition | undefined;
  /** The queue to render. Default: the kit's `toast`. */
  store?: ToastStore | undefined;
  /** Accessible name of each toast's close button. Default `닫기`. */
  closeLabel?: string | undefined;
  /** Read before a toast's text by screen readers. Default `알림`. */
  label?: string | undefined;
  /** Name of the toast landmark; `{hotkey}` is replaced by the hotkey. Default `알림 ({hotkey})`. */
  regionLabel?: string | undefined;
  /** Keys that move focus to the toasts. Default `['F8']`. */
  hotkey?: string[] | undefined;
  /**
   * The heading of a toast that brings none, per severity (e.g. an app's own language). Default: the
   * capitalised severity (`Success`, `Info`, `Warn`, `Error`).
   */
  summaries?: Partial<Record<ToastSeverity, string>> | undefined;
  /**
   * Distance of a stack at the top (`top`, `top-left`, `top-right`) from the viewport's top edge, a CSS
   * length, so toasts sit below a sticky top bar instead of covering its controls. Default `0`.
   */
  offset?: string | undefined;
  className?: string | undefined;
}

const subscribeNothing = () => () => {};

/** A stack at the top starts `offset` down and keeps within the rest of the viewport. */
const belowTop = (offset: string) => ({ top: offset, maxHeight: `calc(100vh - ${offset})` });

/**
 * Renders the toast queue. Mount it once near the root of the app; the stack is portalled to
 * `<body>`, so the theme class belongs on `<html>`.
 */
export function Toaster({
  position = 'top-right',
  store = defaultStore,
  closeLabel = uiMessagesKo.close,
  label = uiMessagesKo.toastLabel,
  regionLabel = uiMessagesKo.toastRegionLabel,
  hotkey,
  summaries,
  offset,
  className,
}: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The portal target exists only in the browser; on a server render nothing is portalled.
  const isClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  return (
    <RadixToast.Provider label={label} swipeDirection={swipeDirectionOf(position)}>
      {toasts.map((entry) => (
        <ToastItem
          key={entry.id}
          entry={entry}
          store={store}
          closeLabel={closeLabel}
          summary={entry.summary ?? summaries?.[entry.severity] ?? defaultToastSummary(entry.severity)}
        />
      ))}
      {isClient
        ? createPortal(
            <RadixToast.Viewport
              className={[styles.viewport({ position }), className].filter(Boolean).join(' ')}
              data-position={position}
              style={offset && position.startsWith('top') ? belowTop(offset) : undefined}
              label={regionLabel}
              {...(hotkey ? { hotkey } : {})}
            />,
            document.body,
          )
        : null}
    </RadixToast.Provider>
  );
}

Toaster.displayName = 'Toaster';

interface ToastItemProps {
  entry: ToastEntry;
  store: ToastStore;
  closeLabel: string;
  summary: string;
}

/** Longest animation (delay + duration) now set on an element, in ms; 0 when none will run. */
function animationTimeMs(element: Element): number {
  const computed = window.getComputedStyle(element);
  if (!computed.animationName || computed.animationName === 'none') return 0;
  const seconds = (list: string) =>
    list.split(',').map((value) => {
      const number = Number.parseFloat(value);
      if (Number.isNaN(number)) return 0;
      return value.trim().endsWith('ms') ? number / 1000 : number;
    });
  const durations = seconds(computed.animationDuration);
  const delays = seconds(computed.animationDelay);
  return Math.max(0, ...durations.map((duration, index) => (duration + (delays[index] ?? 0)) * 1000));
}

function ToastItem({ entry, store, closeLabel, summary }: ToastItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const { id, open, severity } = entry;
  const Icon = severityIcons[severity];

  // Removal normally waits for the hide animation's end (onAnimationEnd below). When no
  // animation runs (reduced motion, or no styles), remove at once; otherwise keep a safety net
  // in case `animationend` never comes (e.g. a background tab).
  useEffect(() => {
    if (open) return;
    const node = ref.current;
    const time = node ? animationTimeMs(node) : 0;
    if (time === 0) {
      store.remove(id);
      return;
    }
    const timer = window.setTimeout(() => store.remove(id), time + 100);
    return () => window.clearTimeout(timer);
  }, [open, id, store]);

  return (
    <RadixToast.Root
      ref={ref}
      // Mounting is ours: the toast stays in the DOM, data-state="closed", until it leaves the store.
      forceMount
      open={open}
      onOpenChange={(next) => {
        if (!next) store.dismiss(id);
      }}
      duration={entry.life}
      // Errors interrupt (assertive announcement); the rest wait politely.
      type={severity === 'error' ? 'foreground' : 'background'}
      className={styles.root({ severity })}
      data-severity={severity}
      data-toast-id={id}
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget && event.currentTarget.dataset['state'] === 'closed') {
          store.remove(id);
        }
      }}
    >
      <span className={styles.icon({ severity })}>
        <Icon />
      </span>
      <div className={styles.content}>
        <RadixToast.Title className={styles.summary({ severity })}>{summary}</RadixToast.Title>
        <RadixToast.Description className={styles.detail}>{entry.detail}</RadixToast.Description>
      </div>
      <RadixToast.Close asChild>
        <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel}>
          <CloseIcon />
        </Button>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

ToastItem.displayName = 'ToastItem';
