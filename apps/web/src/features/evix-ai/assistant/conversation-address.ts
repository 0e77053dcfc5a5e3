import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

// The open conversation lives in the address (`/evix-ai/ai-assistant?conversation=12`), so a reload,
// a shared link within the tab's history and the back button reopen it. An id the address cannot
// mean is no conversation (a new one), never an error.

export function openIdOf(params: URLSearchParams): number | null {
  const id = params.get('conversation') ?? '';
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
}

/** The open conversation's id (null: a new one, not created until its first question) and how to change it. */
export function useOpenConversation() {
  const [params, setParams] = useSearchParams();
  const openId = openIdOf(params);
  const open = useCallback(
    (id: number | null, options: { replace?: boolean } = {}) =>
      setParams(id === null ? {} : { conversation: String(id) }, options),
    [setParams],
  );
  return { openId, open };
}
