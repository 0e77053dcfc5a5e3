import type { z } from 'zod/mini';
import { fieldLabels } from './field-labels.ko.js';
import { replyMessages } from './messages.ko.js';

/**
 * One Korean sentence for a failed input: the first issue's message, prefixed with the field it concerns,
 * e.g. `이메일: 올바른 이메일 형식이 아닙니다.`. The server and the MSW handlers both answer with it.
 */
export function validationMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return replyMessages.invalidInput;
  // Our rules speak Korean; zod's own defaults (unknown keys, wrong types) speak English and are not shown.
  const message = /[가-힣]/.test(issue.message) ? issue.message : replyMessages.invalidInput;
  // The field, not an index within it: `domains[1]` is reported as 이메일 도메인.
  const field = issue.path.findLast((key) => typeof key === 'string');
  const label = typeof field === 'string' ? (fieldLabels[field] ?? field) : undefined;
  return label ? `${label}: ${message}` : message;
}
