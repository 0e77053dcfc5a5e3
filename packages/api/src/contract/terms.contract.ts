import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import { termsDocument } from './terms.js';

export const listTerms = endpoint({
  method: 'GET',
  path: '/api/v1/terms',
  summary: 'The terms a user agrees to (six kinds), with which are required.',
  auth: 'public',
  content: z.array(termsDocument),
});

export const listOptionalTerms = endpoint({
  method: 'GET',
  path: '/api/v1/terms/select',
  summary:
    'The optional terms (선택 약관: third-party sharing, marketing) with their texts: what a user may agree to or withdraw from at any time (POST /users/modify/terms).',
  auth: 'public',
  content: z.array(termsDocument),
});
