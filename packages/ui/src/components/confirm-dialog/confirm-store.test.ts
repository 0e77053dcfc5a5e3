import { describe, expect, it } from 'vitest';
import { createConfirmStore } from './confirm-store';

const message = '정말 이 분석 엔진을 삭제하시겠습니까?';

describe('confirm store', () => {
  it('queues questions with increasing ids, oldest first', () => {
    const store = createConfirmStore();
    void store.confirm({ message });
    void store.confirm({ message: '두 번째 질문' });
    const [first, second] = store.getSnapshot();
    expect(first).toMatchObject({ options: { message }, open: true });
    expect(second?.id).toBeGreaterThan(first?.id ?? Infinity);
  });

  it('resolves true when accepted and false when rejected', async () => {
    const store = createConfirmStore();
    const accepted = store.confirm({ message });
    const rejected = store.confirm({ message });
    const [a, b] = store.getSnapshot();
    store.settle(a?.id ?? -1, true);
    store.settle(b?.id ?? -1, false);
    await expect(accepted).resolves.toBe(true);
    await expect(rejected).resolves.toBe(false);
  });

  it('keeps an answered question, closed, while a host shows it, until removed', () => {
    const store = createConfirmStore();
    const unsubscribe = store.subscribe(() => {});
    void store.confirm({ message });
    const id = store.getSnapshot()[0]?.id ?? -1;
    store.settle(id, true);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
    unsubscribe();
  });

  it('removes an answered question at once when no host is mounted', () => {
    const store = createConfirmStore();
    void store.confirm({ message });
    store.settle(store.getSnapshot()[0]?.id ?? -1, false);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('answers only once', async () => {
    const store = createConfirmStore();
    const answer = store.confirm({ message });
    const id = store.getSnapshot()[0]?.id ?? -1;
    store.settle(id, true);
    store.settle(id, false);
    await expect(answer).resolves.toBe(true);
  });

  it('answers every open question with false on clear', async () => {
    const store = createConfirmStore();
    const answers = [store.confirm({ message }), store.confirm({ message })];
    store.clear();
    await expect(Promise.all(answers)).resolves.toEqual([false, false]);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells subscribers about every change and stops after unsubscribe', () => {
    const store = createConfirmStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    void store.confirm({ message });
    expect(calls).toBe(1);
    unsubscribe();
    void store.confirm({ message });
    expect(calls).toBe(1);
  });
});
