import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

// Issue 28 item 3: on a phone (390 × 844) every admin and master page of spec §2, and the research
// pages (the dashboard, the network's organisations and researchers, a project's tabs, an analysis, an
// execution), keep their actions on the screen: no button or link lies beyond the screen's sides, and
// the page never scrolls sideways. A tab row may scroll on its own (it fades where more tabs are), so
// only its selected tab must show. Each page is photographed into /tmp/shots/ to be looked at (Korean
// breaking between words, nothing overflowing).
const ORG_ADMIN = 'admin@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';
const RESEARCHER = 'researcher@demo.cdmnet.kr';
// 한빛대학교병원, whose admin is ORG_ADMIN and where RESEARCHER works (demo-network.ts).
const HANBIT = 1;
const PROJECT = '심부전 재입원 위험 예측';
const ANALYSIS = '30일 재입원 위험 예측 모형';
const SHOTS = process.env.PHONE_SHOTS_DIR ?? '/tmp/shots';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 240_000 });

/** What a person can press: links, buttons and tabs that are drawn (a screen-reader-only one is 1 px). */
const offScreenControls = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], [role="link"], [role="tab"]',
    );
    const off: string[] = [];
    for (const control of controls) {
      // A tab row scrolls by itself and keeps its selected tab in view.
      if (control.closest('[role="tablist"]') && control.getAttribute('aria-selected') !== 'true') continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      // Placed far off to the left until focused (the skip link), not cut off by the layout.
      if (rect.right < 0 && getComputedStyle(control).position !== 'static') continue;
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        off.push(
          `${control.tagName.toLowerCase()} "${name}" at ${Math.round(rect.left)}–${Math.round(rect.right)}`,
        );
      }
    }
    return off;
  });

const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** Waits for the page to load what it shows, then checks it keeps to the phone's width. */
async function expectFitsThePhone(page: Page, path: string, shot?: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() => offScreenControls(page), { message: `${path}: controls off the screen` })
    .toEqual([]);
  await expect
    .poll(() => pageOverflow(page), { message: `${path}: the page scrolls sideways` })
    .toBeLessThanOrEqual(0);
  const selectedTab = page.getByRole('tab', { selected: true });
  if ((await selectedTab.count()) > 0) await expect(selectedTab.first()).toBeInViewport({ ratio: 0.9 });
  if (shot) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
}

test("the organisation admin's pages keep their actions on a phone", async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  for (const [path, shot] of [
    [`/orgadmin/${HANBIT}`, 'orgadmin-dashboard'],
    [`/orgadmin/${HANBIT}/member/list`, 'orgadmin-member-list'],
    [`/orgadmin/${HANBIT}/member/history`, 'orgadmin-member-history'],
    [`/orgadmin/${HANBIT}/member/permissions`, 'orgadmin-member-permissions'],
    [`/orgadmin/${HANBIT}/research/permissions`, 'orgadmin-research-permissions'],
    [`/orgadmin/${HANBIT}/research/history`, 'orgadmin-research-history'],
  ] as const) {
    await expectFitsThePhone(page, path, shot);
  }
});

test("the master's pages keep their actions on a phone", async ({ page }) => {
  await signIn(page, MASTER);
  for (const [path, shot] of [
    ['/master/members', 'master-members'],
    ['/master/organizations', 'master-organizations'],
    [`/master/organizations/${HANBIT}/service`, 'master-organization-service'],
    [`/master/organizations/${HANBIT}/member`, 'master-organization-member'],
    ['/master/organizations/create', 'master-organization-create'],
    [`/master/organizations/${HANBIT}/modify`, 'master-organization-modify'],
    ['/master/inquiries', 'master-inquiries'],
  ] as const) {
    await expectFitsThePhone(page, path, shot);
  }
});

test("the network's organisations and researchers keep their 신청 and 초대 on a phone", async ({ page }) => {
  await signIn(page, RESEARCHER);
  // The tables scroll virtually on a desktop; on a phone each row is a card with its button at the foot.
  await expectFitsThePhone(page, '/network/organizations', 'network-organizations');
  const organizations = page.getByRole('table', { name: '네트워크 기관 목록' });
  await expect(organizations.getByRole('button', { name: /가입 신청$/ }).first()).toBeVisible();

  await expectFitsThePhone(page, '/network/members', 'network-members');
  const researchers = page.getByRole('table', { name: '연구자 목록' });
  await expect(researchers.getByRole('button', { name: /님을 프로젝트에 초대$/ }).first()).toBeVisible();
  // The seed's 40-odd researchers are more than a page of cards (20): the next page keeps to the screen.
  await expect(researchers.getByRole('row')).toHaveCount(21);
  await page
    .getByRole('navigation', { name: '페이지 탐색' })
    .getByRole('button', { name: '다음 페이지' })
    .click();
  await expect(researchers.getByRole('row').nth(1)).toHaveAttribute('aria-rowindex', '22');
  await expect.poll(() => offScreenControls(page)).toEqual([]);
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
});

test("a researcher's project, analysis and execution pages keep their actions on a phone", async ({
  page,
}) => {
  await signIn(page, RESEARCHER);
  await expectFitsThePhone(page, '/', 'researcher-dashboard');

  // The project's address, from the side menu (a drawer on a phone).
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const project = page.getByRole('dialog', { name: '주 메뉴' }).getByRole('link', { name: PROJECT }).first();
  const projectPath = new URL((await project.getAttribute('href')) ?? '', 'http://x').pathname;
  await page.keyboard.press('Escape');
  for (const tab of ['analysis', 'members', 'request', 'log']) {
    await expectFitsThePhone(page, `${projectPath}/${tab}`, `project-${tab}`);
  }

  // The analysis, then one run of it on 한빛 (its SQL package on the demo data node).
  await page.goto(`${projectPath}/analysis`);
  const analysisLink = page.getByRole('table', { name: '분석 목록' }).getByRole('link', { name: ANALYSIS });
  const analysisPath = (await analysisLink.getAttribute('href')) ?? '';
  await expectFitsThePhone(page, analysisPath, 'analysis');
  await page.getByRole('button', { name: '실행', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '분석 실행' });
  await dialog.getByRole('checkbox', { name: 'HANBIT_CDM' }).check();
  await dialog.getByRole('button', { name: '실행', exact: true }).click();
  const run = page
    .getByRole('table', { name: '실행 목록' })
    .getByRole('row')
    .filter({ hasText: 'HANBIT_CDM' })
    .first();
  await expect(run).toContainText('완료', { timeout: 90_000 });
  await expectFitsThePhone(page, analysisPath, 'analysis-with-run');
  const executionPath = (await run.getByRole('link').first().getAttribute('href')) ?? '';
  expect(executionPath).toMatch(/\/execution\/\d+$/);
  await expectFitsThePhone(page, executionPath, 'execution');
});
