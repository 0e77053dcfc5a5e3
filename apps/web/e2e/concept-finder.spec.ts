import { expect, test } from '@playwright/test';
import { signIn } from './session';

// EVIX-AI's concept finder against the real server and the demo data node: the index is read from the
// demo hospitals' vocabularies, a Korean phrase, a typo and an abbreviation find their concepts with
// why they matched, the address keeps the search and the chosen result, persons are counted where the
// researcher may look, and the chosen concepts leave as an ATLAS concept set.

const RESEARCHER = 'researcher@demo.cdmnet.kr';

test('a researcher finds concepts in her own words and takes them to ATLAS as a concept set', async ({
  page,
}) => {
  await signIn(page, RESEARCHER);
  await page.goto('/evix-ai/concept-finder');
  await expect(page.getByRole('heading', { level: 1, name: '개념 찾기' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: '찾을 말' });
  await box.fill('위장관 출혈이 있는 환자');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/evix-ai\/concept-finder\?query=/);
  const table = page.getByRole('table', { name: '찾은 개념' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('위장관 출혈');
  await expect(first).toContainText('Gastrointestinal hemorrhage');
  await expect(first).toContainText('192671');
  await expect(page.getByText('사전·규칙 기반 순위', { exact: true })).toBeVisible();
  await expect(page.getByText(/병원 7곳의 어휘/)).toBeVisible();

  // A typo is read through and said so.
  await box.fill('당뇨벙');
  await box.press('Enter');
  await expect(table.getByRole('row').nth(1)).toContainText('제2형 당뇨병');
  await expect(table.getByRole('row').nth(1)).toContainText('오타 교정');

  // An abbreviation; its first result is chosen, and the address keeps it.
  await box.fill('MI');
  await box.press('Enter');
  const mi = table.getByRole('row').nth(1);
  await expect(mi).toContainText('약어 mi → myocardial infarction');
  await mi
    .getByRole('button', { name: /심근경색/ })
    .first()
    .click();
  await expect(page).toHaveURL(/resultId=4329847/);
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText('심근경색');

  // Persons with records: counted at 한빛대학교병원, where the researcher is a member.
  await page.getByRole('button', { name: '병원별 환자 수' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(/한빛대학교병원 CDM [\d,]+명|명 미만\(숨김\)/);

  // Two results into the concept set, then out as ATLAS's concept set JSON.
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await table.getByRole('row').nth(2).getByRole('checkbox').check();
  const tray = page.getByRole('region', { name: '개념 집합' });
  await expect(tray.getByRole('heading', { name: '개념 집합 2개' })).toBeVisible();
  const download = page.waitForEvent('download');
  await tray.getByRole('button', { name: 'ATLAS용 JSON 내려받기' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const expression = JSON.parse(Buffer.concat(text).toString('utf8')) as {
    items: { concept: { CONCEPT_ID: number }; includeDescendants: boolean }[];
  };
  expect(expression.items).toHaveLength(2);
  expect(expression.items[0]?.concept.CONCEPT_ID).toBe(4329847);
});
