import { describe, expect, it, vi } from 'vitest';
import { createToastStore, defaultToastLife, defaultToastSummary, toastSeverities } from './toast-store';

describe('toast store', () => {
  it('gives increasing integer ids', () => {
    const store = createToastStore();
    const ids = [
      store.show({ severity: 'info', detail: 'a' }),
      store.show({ severity: 'info', detail: 'b' }),
      store.error('c'),
    ];
    expect(ids.every(Number.isInteger)).toBe(true);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(3);
  });

  it('leaves a missing summary to the Toaster (the capitalised severity by default) and the life at 5000 ms', () => {
    const store = createToastStore();
    for (const severity of toastSeverities) store.show({ severity, detail: severity });
    expect(store.getSnapshot().map((entry) => entry.summary)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(toastSeverities.map(defaultToastSummary)).toEqual(['Success', 'Info', 'Warn', 'Error']);
    expect(store.getSnapshot().every((entry) => entry.life === defaultToastLife)).toBe(true);
  });

  it('keeps a given summary and life', () => {
    const store = createToastStore();
    store.show({ severity: 'warn', summary: '주의', detail: '링크가 존재하지 않습니다.', life: 15000 });
    expect(store.getSnapshot()[0]).toMatchObject({ summary: '주의', life: 15000, open: true });
  });

  it('closes on dismiss while rendered, and removes on remove', () => {
    const store = createToastStore();
    const unsubscribe = store.subscribe(() => {});
    const id = store.success('저장되었습니다.');
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
    unsubscribe();
  });

  it('removes at once on dismiss when nothing renders the queue', () => {
    const store = createToastStore();
    const id = store.success('저장되었습니다.');
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers with a new snapshot and clears everything', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.info('a');
    store.info('b');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).not.toBe(before);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
