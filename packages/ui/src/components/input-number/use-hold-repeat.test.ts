// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoldRepeat, holdRepeatDelayMs, holdRepeatIntervalMs, useHoldRepeat } from './use-hold-repeat';

/** A stepper between 0 and `max` that counts its calls. */
function counter(start: number, max = Number.POSITIVE_INFINITY, min = Number.NEGATIVE_INFINITY) {
  const state = { value: start, calls: 0 };
  const up = () => {
    state.calls += 1;
    if (state.value >= max) return false;
    state.value += 1;
    return true;
  };
  const down = () => {
    state.calls += 1;
    if (state.value <= min) return false;
    state.value -= 1;
    return true;
  };
  return { state, up, down };
}

describe('useHoldRepeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timing: 500 ms, then every 40 ms', () => {
    expect(holdRepeatDelayMs).toBe(500);
    expect(holdRepeatIntervalMs).toBe(40);
  });

  it('steps once on press and nothing more until 500 ms', () => {
    const { result } = renderHook(() => useHoldRepeat());
    const { state, up } = counter(0);
    act(() => {
      result.current.start(up);
    });
    expect(state.value).toBe(1);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(state.value).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(state.value).toBe(2);
  });

  it('then steps once every 40 ms while held', () => {
    const { result } = renderHook(() => useHoldRepeat());
    const { state, up } = counter(0);
    act(() => {
      result.current.start(up);
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(state.value).toBe(2);
    act(() => {
      vi.advanceTimersByTime(39);
    });
    expect(state.value).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(state.value).toBe(3);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(state.value).toBe(13);
  });

  it('stops on release', () => {
    const { result } = renderHook(() => useHoldRepeat());
    const { state, up } = counter(0);
    act(() => {
      result.current.start(up);
    });
    act(() => {
      vi.advanceTimersByTime(580);
    });
    expect(state.value).toBe(4);
    act(() => {
      result.current.stop();
    });
    expect(result.current.isRunning()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(state.value).toBe(4);
  });

  it('a release before 500 ms leaves the single step', () => {
    const { result } = renderHook(() => useHoldRepeat());
    const { state, down } = counter(10);
    act(() => {
      result.current.start(down);
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => {
      result.current.stop();
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(state.value).toBe(9);
  });

  it('stops at the maximum', () => {
    const { result } = renderHook(() => useHoldRepeat());
    const { state, up } = counter(0, 3);
    act(() => {
      result.current.start(up);
    });
    act(() => {
      vi.advanceTimersByTime(500 + 40 * 10);
    });
    expect(state.value).toBe(3);
    expect(result.current.isRunning()).toBe(false);
    const calls = state.calls;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(state.calls).toBe(calls);
  });

  it('stops at the minimum, and does not start when already there', () => {
    const { result } = renderHook(() => useHoldRepeat());
    const { state, down } = counter(1, Number.POSITIVE_INFINITY, 0);
    act(() => {
      result.current.start(down);
    });
    expect(state.value).toBe(0);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.isRunning()).toBe(false);

    const atMin = counter(0, Number.POSITIVE_INFINITY, 0);
    act(() => {
      result.current.start(atMin.down);
    });
    expect(atMin.state.calls).toBe(1);
    expect(result.current.isRunning()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(atMin.state.calls).toBe(1);
  });

  it('a new press restarts the timing', () => {
    const { result } = renderHook(() => useHoldRepeat());
    const { state, up } = counter(0);
    act(() => {
      result.current.start(up);
    });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    act(() => {
      result.current.start(up);
    });
    expect(state.value).toBe(2);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(state.value).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(state.value).toBe(3);
  });

  it('stops its timers on unmount', () => {
    const { result, unmount } = renderHook(() => useHoldRepeat());
    const { state, up } = counter(0);
    act(() => {
      result.current.start(up);
    });
    unmount();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(state.value).toBe(1);
  });

  it('keeps one timer set across re-renders', () => {
    const { result, rerender } = renderHook(() => useHoldRepeat());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('takes other timings', () => {
    const repeat = createHoldRepeat({ delay: 100, interval: 10 });
    const { state, up } = counter(0);
    repeat.start(up);
    vi.advanceTimersByTime(100);
    expect(state.value).toBe(2);
    vi.advanceTimersByTime(30);
    expect(state.value).toBe(5);
    repeat.stop();
  });
});
