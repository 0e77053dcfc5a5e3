import { describe, expect, it } from 'vitest';
import { ResultCode } from '@cdmnet/api/contract';
import { successEnvelopeJson } from '../src/cache/envelope-json.js';
import { ReadCache } from '../src/cache/read-cache.js';

const envelope = (content: unknown, message = '') => ({
  result: true,
  code: ResultCode.OK,
  message,
  content,
});

describe('successEnvelopeJson', () => {
  it('answers the envelope as JSON for shared and fresh content alike', async () => {
    const cache = new ReadCache(60_000);
    const shared = await cache.get('rows', () => Promise.resolve([{ id: 1, title: '공지' }]));
    expect(JSON.parse(successEnvelopeJson(shared))).toEqual(envelope(shared));
    expect(JSON.parse(successEnvelopeJson({ id: 2 }, '저장했습니다.'))).toEqual(
      envelope({ id: 2 }, '저장했습니다.'),
    );
    expect(JSON.parse(successEnvelopeJson(null))).toEqual(envelope(null));
  });

  it('answers what was read after a write, not the text kept for what was read before', async () => {
    const cache = new ReadCache(60_000);
    const before = await cache.get('rows', () => Promise.resolve([{ title: '이전' }]));
    expect(successEnvelopeJson(before)).toContain('이전');
    cache.invalidateAll();
    const after = await cache.get('rows', () => Promise.resolve([{ title: '이후' }]));
    expect(successEnvelopeJson(after)).toContain('이후');
    expect(successEnvelopeJson(after)).not.toContain('이전');
  });

  it('serialises fresh content every time (it may be built anew from a changed object)', () => {
    const fresh = { title: '처음' };
    expect(successEnvelopeJson(fresh)).toContain('처음');
    fresh.title = '나중';
    expect(successEnvelopeJson(fresh)).toContain('나중');
  });
});
