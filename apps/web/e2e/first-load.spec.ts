import { expect, test, type Page } from '@playwright/test';
import { browserAs, signIn } from './session';

// Public pages arrive as HTML (apps/web/src/prerender.tsx): a visitor sees them before any script has
// run, and the app then takes them over (hydration) without redrawing them or logging errors.

const prerendered = [
  { path: '/login', heading: '로그인' },
  { path: '/forgotpassword', heading: '비밀번호 찾기' },
  { path: '/contactus', heading: '문의하기' },
];

/** What the page logs as errors, and its uncaught exceptions, from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The stylesheets the page asks for from now on. A landing page's first view carries its styles and
 * those of the parts drawn a moment after it (build/prerender.mjs): its first paint waits for no
 * further round trip, and nothing is restyled when a stylesheet arrives.
 */
function stylesheetsAskedFor(page: Page): string[] {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  return stylesheets;
}

/** Holds the app's entry script back until the function it answers is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of prerendered) {
    test(`${path} is already on the page, styled, without asking for a stylesheet`, async ({ page }) => {
      const stylesheets = stylesheetsAskedFor(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The theme is on <html> from the start, so nothing is restyled (and moved) when scripts run.
      await expect(page.locator('html')).toHaveClass(/\S/);
      const button = page.locator('button[type="submit"]');
      await expect(button).toHaveCSS('cursor', 'pointer');
      expect(stylesheets).toEqual([]);
    });
  }
});

test('the app takes the login page over in place: no errors, the same nodes, and it works', async ({
  page,
}) => {
  const errors = errorsOf(page);
  // The app's scripts are held back until the page drawn from HTML has been marked.
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: '로그인' });
  await expect(heading).toBeVisible();
  // Until the app has taken over, the page takes no input: a form sent by the browser itself would
  // put the password in the address.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // A page drawn afresh would have new nodes, without the mark.
  await heading.evaluate((node) => node.setAttribute('data-painted-by-html', ''));
  release();

  // Interactive: the password toggle answers once the app has taken over.
  const password = page.getByRole('textbox', { name: '비밀번호', exact: true });
  await page.getByRole('button', { name: '비밀번호 보기' }).click();
  await expect(page.getByRole('button', { name: '비밀번호 숨기기' })).toBeVisible();
  await expect(heading).toHaveAttribute('data-painted-by-html', '');

  await page.getByRole('textbox', { name: '이메일' }).fill('researcher@demo.cdmnet.kr');
  await password.fill('Demo!2345');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

// The dashboard arrives as the page before the member's data (prerender.tsx `prerenderShell`): the
// frame, the title and every card's placeholder are drawn before any script has run.
test.describe("the members' dashboard", () => {
  test('is on the page before its scripts, with the side menu on a desktop and not on a phone', async ({
    browser,
  }) => {
    const { page: signedIn, close } = await browserAs(browser, 'researcher@demo.cdmnet.kr');
    const cookies = await signedIn.context().cookies();
    await close();
    for (const [width, menu] of [
      [1440, true],
      [390, false],
    ] as const) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const stylesheets = stylesheetsAskedFor(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
      expect(stylesheets).toEqual([]);
      for (const name of ['나의 연구 환경', '참여 기관', '내 연구', '공지사항', '네트워크 현황']) {
        await expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
      }
      await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible({ visible: menu });
      await context.close();
    }
  });

  test('is taken over in place, without errors: the same nodes, and nothing on it moves', async ({
    page,
  }) => {
    await signIn(page, 'researcher@demo.cdmnet.kr');
    const errors = errorsOf(page);
    const stylesheets = stylesheetsAskedFor(page);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: '대시보드' });
    const sentence = page.getByText(
      '재직 기관과 참여 기관, 내 연구, 네트워크의 현황, 새 공지사항을 한눈에 봅니다.',
    );
    await expect(sentence).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    const before = await heading.boundingBox();
    // A property, not an attribute: an attribute would be one the app does not draw.
    for (const node of [heading, sentence]) await node.evaluate((n) => Object.assign(n, { fromHtml: true }));
    release();

    await expect(page.getByRole('button', { name: /김민준 님/ })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The marks of the parts taken over one by one (app/take-over.tsx) are gone with the takeover.
    expect(await page.locator('#root').evaluate((root) => root.innerHTML.includes('<!--'))).toBe(false);
    expect(await heading.boundingBox()).toEqual(before);
    await expect(page.getByRole('region', { name: '참여 기관' })).toContainText('한빛대학교병원');
    // Drawn once, by the HTML: the page's largest text is not painted again (Lighthouse's LCP).
    for (const node of [heading, sentence]) expect(await node.evaluate((n) => 'fromHtml' in n)).toBe(true);
    // The parts drawn after it (the side menu's projects, 내 연구) brought no stylesheet either.
    await expect(page.getByRole('region', { name: '내 연구' })).toContainText('심부전 재입원 위험 예측');
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toContainText('항암제 이상반응 감시');
    expect(stylesheets).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('ends as the app draws it afresh: nothing of the markup is left beside it', async ({ page }) => {
    await signIn(page, 'researcher@demo.cdmnet.kr');
    const loaded = async () => {
      await expect(page.getByRole('region', { name: '내 연구' })).toContainText('심부전 재입원 위험 예측');
      await expect(page.getByRole('navigation', { name: '주 메뉴' })).toContainText('항암제 이상반응 감시');
      await expect(page.getByRole('region', { name: '네트워크 현황' })).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('region', { name: '공지사항' })).toHaveAttribute('aria-busy', 'false');
    };
    // Every element and text under #root, attributes sorted; Radix's generated ids left out.
    const drawn = () =>
      page.locator('#root').evaluate((root) => {
        const generated = /^(id|aria-controls|aria-labelledby|aria-describedby)$/;
        const draw = (node: Node): string => {
          if (node instanceof Text) return node.data;
          if (!(node instanceof Element)) return '';
          const attributes = [...node.attributes]
            .filter((a) => !generated.test(a.name))
            .map((a) => ` ${a.name}="${a.value}"`)
            .sort()
            .join('');
          return `<${node.localName}${attributes}>${[...node.childNodes].map(draw).join('')}</${node.localName}>`;
        };
        return [...root.childNodes].map(draw).join('');
      });

    await page.goto('/');
    await loaded();
    const takenOver = await drawn();
    // The same page drawn by the app alone: to another page and back, inside the app.
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '자료실' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '자료실' })).toBeVisible();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '대시보드' }).click();
    await loaded();
    expect(takenOver).toBe(await drawn());
  });
});
