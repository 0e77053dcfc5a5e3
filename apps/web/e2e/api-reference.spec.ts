import { expect, test, type Page } from '@playwright/test';

// The API reference for the hospitals' own apps (/api/docs/, served by the server): Swagger UI draws the
// server's OpenAPI document under the page's own policy, loading nothing from anywhere but our origin.

/** What the page asks of other origins, what its policy blocks and what it logs as errors, from now on. */
async function watch(page: Page, origin: string) {
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    elsewhere,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  };
}

/**
 * The reference narrowed to one group by its filter box, and one call of it opened. Over 150 rows
 * Swagger UI draws only those near the view; one group is short enough to be drawn whole.
 */
async function openCall(page: Page, group: string, method: string, path: string) {
  await page.getByPlaceholder('Filter by tag').fill(group);
  const call = page.locator(`.opblock-${method}`, { has: page.locator(`[data-path="${path}"]`) });
  await call.locator('.opblock-summary-control').click();
  return call;
}

test('a call’s page says who may make it, its errors and an example, all drawn from our origin', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, new URL(baseURL ?? '').origin);
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page).toHaveTitle('CDMNet API 참조');
  // The document (900 KB) is parsed in the page: given time on a busy machine.
  await expect(page.getByRole('heading', { name: '결과 코드' })).toBeVisible({ timeout: 20_000 });

  const login = await openCall(page, '계정', 'post', '/api/v1/account/login');
  await expect(login).toContainText('호출할 수 있는 사람: 누구나 (로그인 필요 없음)');
  await expect(login).toContainText('"email": "researcher@demo.cdmnet.kr"');
  await expect(login.locator('.response[data-code="429"]')).toContainText('Retry-After');
  await expect(login.locator('.response[data-code="503"]')).toContainText('"code": 5003');

  const members = await openCall(page, '기관', 'get', '/api/v1/orgs/{id}/members');
  await expect(members).toContainText('경로의 id 기관의 기관 관리자, 또는 플랫폼 관리자');
  await expect(members.locator('.response[data-code="403"]')).toContainText('"code": 1003');

  expect(await seen.violations()).toEqual([]);
  expect(seen.elsewhere).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('“Try it out” calls the API on our origin under the page’s policy', async ({ page, baseURL }) => {
  const seen = await watch(page, new URL(baseURL ?? '').origin);
  // Reached as a hospital's developer would: from the footer of the public pages.
  await page.goto('/login');
  await page.getByRole('link', { name: 'API 문서' }).click();
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  await expect(page.getByRole('heading', { name: '결과 코드' })).toBeVisible({ timeout: 20_000 });
  const health = await openCall(page, '서버 상태', 'get', '/api/v1/health');
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  const live = health.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status').first()).toHaveText('200');
  await expect(live).toContainText('"up": true');

  expect(await seen.violations()).toEqual([]);
  expect(seen.elsewhere).toEqual([]);
  expect(seen.errors).toEqual([]);
});
