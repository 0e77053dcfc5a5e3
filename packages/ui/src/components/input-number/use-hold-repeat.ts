import { useEffect, useState } from 'react';

/** Spec §9: a held step button repeats after 500 ms, then every 40 ms. */
export const holdRepeatDelayMs = 500;
export const holdRepeatIntervalMs = 40;

export interface HoldRepeatOptions {
  /** Wait before the first repeat. Default 500 ms. */
  delay?: number | undefined;
  /** Time between repeats. Default 40 ms. */
  interval?: number | undefined;
}

/** Returns whether it did something; `false` (at min or max) ends the repeat. */
export type HoldRepeatAction = () => boolean;

export interface HoldRepeat {
  /** Runs `action` once now, then again after `delay` and every `interval` until `stop()`. */
  start: (action: HoldRepeatAction) => void;
  stop: () => void;
  isRunning: () => boolean;
}

/** The timing alone, without React: one step on press, a pause, then steady repeats. */
export function createHoldRepeat({
  delay = holdRepeatDelayMs,
  interval = holdRepeatIntervalMs,
}: HoldRepeatOptions = {}): HoldRepeat {
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  let intervalId: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    if (timeoutId !== undefined) clearTimeout(timeoutId);
    if (intervalId !== undefined) clearInterval(intervalId);
    timeoutId = undefined;
    intervalId = undefined;
  };

  const start = (action: HoldRepeatAction) => {
    stop();
    if (!action()) return;
    timeoutId = setTimeout(() => {
      timeoutId = undefined;
      if (!action()) return;
      intervalId = setInterval(() => {
        if (!action()) stop();
      }, interval);
    }, delay);
  };

  return { start, stop, isRunning: () => timeoutId !== undefined || intervalId !== undefined };
}

/**
 * Press-and-hold repetition for step buttons and keys: call `start(step)` on pointer or key down
 * and `stop()` on release. The timers stop when the component unmounts.
 */
export function useHoldRepeat({ delay, interval }: HoldRepeatOptions = {}): HoldRepeat {
  const [repeat] = useState(() => createHoldRepeat({ delay, interval }));
  useEffect(() => repeat.stop, [repeat]);
  return repeat;
}
