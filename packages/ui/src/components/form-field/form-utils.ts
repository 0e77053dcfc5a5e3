import type { Ref, RefCallback } from 'react';

/** One ref callback that feeds every given ref (object or callback). */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups: (() => void)[] = [];
    for (const ref of refs) {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        if (typeof cleanup === 'function') cleanups.push(cleanup);
      } else if (ref) {
        ref.current = node;
      }
    }
    if (cleanups.length === 0) return undefined;
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  };
}

/**
 * Fills a message template: `{0}`, `{1}` from positional values, `{name}` from an object.
 * `formatMessage('{0}개 선택됨', 3)` → `3개 선택됨`.
 */
export function formatMessage(
  template: string,
  ...values: (string | number | Record<string, string | number>)[]
): string {
  const first = values[0];
  const named = typeof first === 'object' ? first : undefined;
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    if (named) return key in named ? String(named[key]) : match;
    const value = values[Number(key)];
    return value === undefined || typeof value === 'object' ? match : String(value);
  });
}
