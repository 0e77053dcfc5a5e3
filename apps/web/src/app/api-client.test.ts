import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@cdmnet/api';
import { toast } from '@cdmnet/ui';
import { setUpApiClient } from './api-client';
import { hasUserCookie } from './session';

// The options each set-up hands the client: the test plays the client's part and calls them.
const handed: Api.ApiClientOptions[] = [];
vi.mock('@cdmnet/api', async (importOriginal) => {
  const actual = await importOriginal<typeof Api>();
  return {
    ...actual,
    createApiClient: (options: Api.ApiClientOptions) => {
      handed.push(options);
      return actual.createApiClient(options);
    },
  };
});

afterEach(() => {
  handed.length = 0;
  toast.clear();
  document.cookie = 'USER=; Path=/; Max-Age=0';
});

describe('setUpApiClient', () => {
  it('turns the client’s messages into toasts', () => {
    setUpApiClient(() => {});
    handed[0]?.onToast?.({ severity: 'error', detail: '저장하지 못했습니다.' });
    expect(toast.getSnapshot().map((entry) => entry.detail)).toEqual(['저장하지 못했습니다.']);
  });

  it('silences a replaced client: a late reply neither toasts nor signs out', () => {
    const firstNavigate = vi.fn();
    const secondNavigate = vi.fn();
    setUpApiClient(firstNavigate);
    setUpApiClient(secondNavigate);
    document.cookie = 'USER=3; Path=/';

    handed[0]?.onToast?.({ severity: 'error', detail: '이전 화면의 오류' });
    handed[0]?.onSessionExpired?.();
    expect(toast.getSnapshot()).toEqual([]);
    expect(hasUserCookie()).toBe(true);
    expect(firstNavigate).not.toHaveBeenCalled();

    handed[1]?.onSessionExpired?.();
    expect(hasUserCookie()).toBe(false);
    expect(secondNavigate).toHaveBeenCalledWith('/login');
  });
});
