import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from './transport';

const request = (url: string) => ({ method: 'GET', url, headers: { Accept: 'application/json' } });

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands requests asked for together to the browser one task after another, in order', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return Promise.resolve(new Response('{}'));
      }),
    );
    const replies = [send(request('/a')), send(request('/b')), send(request('/c'))];
    // Nothing leaves in the task that asked: its other work (a page's render) finishes first.
    await Promise.resolve();
    expect(urls).toEqual([]);

    await Promise.all(replies);
    expect(urls).toEqual(['/a', '/b', '/c']);
  });
});
