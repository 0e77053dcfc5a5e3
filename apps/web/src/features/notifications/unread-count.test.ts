import { describe, expect, it } from 'vitest';
import { notificationScreenMessages } from './messages.ko';
import { formatUnreadCount } from './unread-count';

describe("the bell's unread count", () => {
  it.each([
    [0, ''],
    [1, '1'],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
    [10_000, '99+'],
  ])('shows %i as %j', (count, shown) => {
    expect(formatUnreadCount(count)).toBe(shown);
  });

  it('shows nothing for a count that cannot be one', () => {
    expect(formatUnreadCount(-1)).toBe('');
    expect(formatUnreadCount(Number.NaN)).toBe('');
  });

  it('names the real number for screen readers, even above 99', () => {
    expect(notificationScreenMessages.bell.label(3)).toBe('알림 3개 읽지 않음');
    expect(notificationScreenMessages.bell.label(120)).toBe('알림 120개 읽지 않음');
    expect(notificationScreenMessages.bell.label(0)).toBe('알림, 읽지 않은 알림 없음');
  });
});
