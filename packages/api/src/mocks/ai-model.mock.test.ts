import { describe, expect, it } from 'vitest';
import { aiModelMessages as m } from '../contract/ai-model.ko.js';
import { ResultCode } from '../contract/codes.js';
import { aiModelApi } from '../contract/index.js';
import { setMockAiModel } from './ai-model.fixtures.js';
import { ADMIN, contentOf, MASTER, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The AI model mocks answer as the server's routes/ai-models.ts: masters only (403 before the input),
// 404 for a missing organisation, the key kept and never returned, and the model that serves a user
// (her employer's, else her first organisation's). Fixtures: 한빛대학교병원 (1), 서울중앙의료원 (2);
// the partner is employed by 2 and a member of 1.

const KEY = 'sk-mock-secret';

describe('AI model mocks', () => {
  it('keep the key without ever returning it: left out or empty keeps it, null removes it', async () => {
    world(MASTER);
    expect(await contentOf(aiModelApi.getOrgAiModel, { params: { id: 1 } })).toBeNull();
    const body = { url: 'http://10.0.0.5:11434/v1', model: 'qwen2.5:7b' };
    const saved = await send(aiModelApi.saveOrgAiModel, { params: { id: 1 }, body: { ...body, key: KEY } });
    expect(saved).toMatchObject({ status: 200, content: { hasKey: true, updatedByName: '최고관리' } });
    expect(JSON.stringify(saved)).not.toContain(KEY);
    expect(
      await contentOf(aiModelApi.saveOrgAiModel, { params: { id: 1 }, body: { ...body, key: '' } }),
    ).toMatchObject({ hasKey: true });
    expect(await contentOf(aiModelApi.saveOrgAiModel, { params: { id: 1 }, body })).toMatchObject({
      hasKey: true,
    });
    expect(
      await contentOf(aiModelApi.saveOrgAiModel, { params: { id: 1 }, body: { ...body, key: null } }),
    ).toMatchObject({ hasKey: false });
  });

  it('refuse non-masters with 403 before the input, a missing organisation with 404, a bad form with 400', async () => {
    for (const email of [ADMIN, RESEARCHER]) {
      world(email);
      expect(await send(aiModelApi.getOrgAiModel, { params: { id: 1 } })).toMatchObject({ status: 403 });
      expect(await send(aiModelApi.saveOrgAiModel, { params: { id: 1 }, body: {} })).toMatchObject({
        status: 403,
      });
    }
    world(MASTER);
    expect(await send(aiModelApi.getOrgAiModel, { params: { id: 999 } })).toMatchObject({ status: 404 });
    expect(
      await send(aiModelApi.saveOrgAiModel, { params: { id: 1 }, body: { url: 'ftp://x', model: 'm' } }),
    ).toMatchObject({ status: 400, code: ResultCode.INVALID_INPUT, message: `모델 주소: ${m.urlInvalid}` });
    expect(await send(aiModelApi.checkOrgAiModel, { params: { id: 1 } })).toMatchObject({
      status: 409,
      message: m.notConfigured,
    });
    expect(await send(aiModelApi.deleteOrgAiModel, { params: { id: 1 } })).toMatchObject({
      status: 404,
      message: m.notConfigured,
    });
  });

  it('check by the address: an answer, or what failed', async () => {
    world(MASTER, (db) => {
      setMockAiModel(db, 1, { url: 'http://10.0.0.5:11434/v1', model: 'm' });
      setMockAiModel(db, 2, { url: 'http://slow.local/v1', model: 'm' });
    });
    expect(await contentOf(aiModelApi.checkOrgAiModel, { params: { id: 1 } })).toMatchObject({ ok: true });
    expect(await contentOf(aiModelApi.checkOrgAiModel, { params: { id: 2 } })).toMatchObject({ ok: false });
  });

  it("serve a user her employer's model, else her first organisation's, else none", async () => {
    world(PARTNER, (db) => setMockAiModel(db, 1, { url: 'http://a/v1', model: 'hanbit' }));
    expect(await contentOf(aiModelApi.getMyAiModel)).toMatchObject({
      configured: true,
      orgId: 1,
      model: 'hanbit',
    });
    world(PARTNER, (db) => {
      setMockAiModel(db, 1, { url: 'http://a/v1', model: 'hanbit' });
      setMockAiModel(db, 2, { url: 'http://b/v1', model: 'seoul' });
    });
    expect(await contentOf(aiModelApi.getMyAiModel)).toMatchObject({
      configured: true,
      orgId: 2,
      model: 'seoul',
    });
    world(RESEARCHER);
    expect(await contentOf(aiModelApi.getMyAiModel)).toEqual({
      configured: false,
      orgId: null,
      orgName: null,
      model: null,
    });
  });
});
