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
