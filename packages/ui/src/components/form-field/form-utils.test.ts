import { describe, expect, it, vi } from 'vitest';
import { composeRefs, formatMessage } from './form-utils';

describe('formatMessage', () => {
  it('fills positional placeholders', () => {
    expect(formatMessage('{0}개 선택됨', 3)).toBe('3개 선택됨');
    expect(formatMessage('{0} / {1}', 'a', 2)).toBe('a / 2');
  });

  it('fills named placeholders and leaves unknown ones', () => {
    expect(formatMessage('{max}자 중 {count}자 입력', { count: 12, max: 50 })).toBe('50자 중 12자 입력');
    expect(formatMessage('{x} {0}', { y: 1 })).toBe('{x} {0}');
  });
});

describe('composeRefs', () => {
  it('feeds object and callback refs', () => {
    const object = { current: null as string | null };
    const callback = vi.fn();
    composeRefs<string>(object, callback, undefined)('node');
    expect(object.current).toBe('node');
    expect(callback).toHaveBeenCalledWith('node');
  });
});
