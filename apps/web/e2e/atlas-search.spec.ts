import { expect, test } from '@playwright/test';
import { signIn } from './session';

// The vocabulary search and the concept page against the real server and the demo data node: every
// demo hospital's WebAPI searched at once, the concept opened, and persons with records of it counted
// at 한빛대학교병원, whose Concept ID switch the demo seed turns on (as at 서울중앙의료원, where
// 김민준 is no member).

const RESEARCHER = 'researcher@demo.cdmnet.kr';

test('a researcher searches the hospitals’ vocabularies, opens a concept and reads its counts per hospital', async ({
  page,
}) => {
  await signIn(page, RESEARCHER);
  await page.goto('/atlas/search');
  await expect(page.getByText('찾을 개념을 입력하십시오.')).toBeVisible();
  await page.getByRole('searchbox', { name: '검색어' }).fill('위장관 출혈');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/atlas\/search\?q=/);

  const table = page.getByRole('table', { name: '검색 결과' });
  const concept = table.getByRole('link', { name: 'Gastrointestinal hemorrhage', exact: true });
  await expect(concept).toBeVisible();
  await expect(table.getByText('위장관 출혈', { exact: true })).toBeVisible();
  // Every hospital asked says how it answered; the demo's WebAPIs all answer.
  const states = page.getByRole('region', { name: '병원별 검색 상태' });
  await expect(states.getByText('응답').first()).toBeVisible();
  await expect(states.getByText('연결할 수 없음')).toHaveCount(0);

  await concept.click();
  await expect(page).toHaveURL(/\/atlas\/concepts\/192671/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gastrointestinal hemorrhage' })).toBeVisible();
  const counts = page.getByRole('table', { name: '병원별 환자 수' });
  const hanbitRow = counts.getByRole('row').filter({ hasText: '한빛대학교병원' }).first();
  await expect(hanbitRow.getByText('조회됨')).toBeVisible();
  await expect(hanbitRow).toContainText(/\d명|<\d+/);
  // Elsewhere the switch is off, and the row says so.
  await expect(counts.getByText(/Concept ID 기능을 켜지 않아/).first()).toBeVisible();

  // The search lives in the address: back returns to it with its results.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('위장관 출혈');
  await expect(
    page
      .getByRole('table', { name: '검색 결과' })
      .getByRole('link', { name: 'Gastrointestinal hemorrhage', exact: true }),
  ).toBeVisible();
});
