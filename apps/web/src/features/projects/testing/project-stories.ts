import { http, type HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import type { MockDb } from '@cdmnet/api/mocks';
import { RESEARCHER, world } from '../../../app/testing/story-helpers';

// What the project stories share besides app/testing's helpers: worlds whose project calls are counted,
// and the waits they need.

export { RESEARCHER };
export const PARTNER = 'partner@demo.cdmnet.kr';

/** A world signed in as `email` whose calls to /projects/… are counted (`GET /api/v1/projects/1/privilege`). */
export function spiedWorld(email: string, change?: (db: MockDb) => void) {
  const calls: string[] = [];
  const spy: HttpHandler = http.all('*/api/v1/projects/*', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return undefined;
  });
  const { db, handlers } = world(email, change);
  return { db, calls, handlers: [spy, ...handlers] };
}

/** The caller's invitation row in a project of `db`. */
export const stateIn = (db: MockDb, projectId: number, email: string) => {
  const user = db.users.find((u) => u.primaryEmail === email);
  return db.projectMembers.find((m) => m.projectId === projectId && m.userId === user?.id)?.state;
};

/** Where the screen has navigated to (the stage's catch-all route shows it). */
export async function expectLocation(canvasElement: HTMLElement, path: string) {
  await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(path);
}
