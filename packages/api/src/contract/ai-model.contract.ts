import { z } from 'zod/mini';
import { aiModelCheck, aiModelForm, aiModelSettings, myAiModel } from './ai-model.js';
import { endpoint } from './endpoint.js';
import { recordId } from './ids.js';

// An organisation's AI model (issue 30): set by a master in the organisation's service settings; each
// user's EVIX-AI pages ask which model serves them.

const orgParams = z.object({ id: recordId });

export const getOrgAiModel = endpoint({
  method: 'GET',
  path: '/api/v1/master/orgs/:id/ai-model',
  roles: ['MASTER'],
  summary:
    "Master: the organisation's AI model (address, model name, whether a key is kept; never the key), or null.",
  params: orgParams,
  content: z.nullable(aiModelSettings),
});

export const saveOrgAiModel = endpoint({
  method: 'PUT',
  path: '/api/v1/master/orgs/:id/ai-model',
  roles: ['MASTER'],
  summary:
    "Master: sets the organisation's OpenAI-compatible model (address, model name; key left out keeps the kept one, null removes it). The key is sealed at rest.",
  params: orgParams,
  body: aiModelForm,
  content: aiModelSettings,
});

export const deleteOrgAiModel = endpoint({
  method: 'DELETE',
  path: '/api/v1/master/orgs/:id/ai-model',
  roles: ['MASTER'],
  summary: "Master: removes the organisation's AI model; its users' EVIX-AI works without one.",
  params: orgParams,
  content: z.null(),
});

export const checkOrgAiModel = endpoint({
  method: 'POST',
  path: '/api/v1/master/orgs/:id/ai-model/check',
  roles: ['MASTER'],
  summary:
    "Master: asks the organisation's model a one-word question and says in Korean whether it answered, and how fast.",
  params: orgParams,
  content: aiModelCheck,
});

export const getMyAiModel = endpoint({
  method: 'GET',
  path: '/api/v1/evix-ai/model',
  summary:
    "The caller's EVIX-AI model: her employing organisation's, else the first of her organisations' that has one; no address or key.",
  content: myAiModel,
});
