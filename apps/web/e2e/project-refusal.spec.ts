import { expect, test } from '@playwright/test';
import { signIn } from './session';

// A project the user may not see and a number no project has read alike (the server answers 403 for
// both, so as not to tell which ids exist), worded so that a typo reads as "없거나 볼 수 없는 프로젝트"
// rather than a missing permission. The partner belongs to no project in the demo seed.

test('a project one may not see and a number no project has say the same: not there or not visible', async ({
  page,
}) => {
  await signIn(page, 'partner@demo.cdmnet.kr');
  const seen: string[] = [];
  for (const path of ['/project/999999', '/project/1']) {
    await page.goto(path);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('프로젝트를 찾을 수 없습니다.');
    await expect(alert).toContainText('없거나 볼 수 없는 프로젝트입니다. 주소를 확인해 주십시오.');
    await expect(page.getByRole('main').getByText('접근 권한이 없습니다.')).toHaveCount(0);
    await expect(page).toHaveTitle('프로젝트를 찾을 수 없습니다. · CDMNet');
    seen.push((await alert.textContent()) ?? '');
  }
  expect(seen[0]).toBe(seen[1]);
});
