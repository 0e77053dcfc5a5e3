import { expect, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode } from '@cdmnet/api';
import { createHandlers, createMockDb, MockFailure, type MockDb } from '@cdmnet/api/mocks';

// What screen stories share: the two roles' worlds and the waits a play function needs.

export const MASTER = 'master@demo.cdmnet.kr';
export const RESEARCHER = 'researcher@demo.cdmnet.kr';

/** A fresh mock db signed in as `email`, with its handlers. */
export function world(email: string, change: (db: MockDb) => void = () => {}) {
  const db = createMockDb({ signedInAs: email });
  change(db);
  return { db, handlers: createHandlers(db) };
}

export const internalError = () =>
  new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);

/** Never answers: the loading state stays. */
export const never = () => new Promise<never>(() => {});

/** Resolves once the element's animations are over, so axe sees final colours. */
export const animationsDone = (element: Element) =>
  waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));

/** The toast carrying `text`, once it has finished appearing. */
export async function toastSaying(canvasElement: HTMLElement, text: string) {
  const item = (await within(canvasElement.ownerDocument.body).findByText(text)).closest('li') ?? undefined;
  if (item) await animationsDone(item);
  return item;
}
