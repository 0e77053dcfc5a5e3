import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { toast } from '@cdmnet/ui';
import { useToastsStayOnTheirPage } from './page-toasts';

function Layout() {
  useToastsStayOnTheirPage();
  return <Outlet />;
}

function renderPages() {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: ['/a', '/b', '/c'].map((path) => ({ path, element: <p>{path}</p> })) }],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

const openDetails = () =>
  toast
    .getSnapshot()
    .filter((entry) => entry.open)
    .map((entry) => entry.detail);
const gesture = () => window.dispatchEvent(new Event('pointerdown'));

afterEach(() => toast.clear());

describe('toasts and pages', () => {
  it('dismisses a toast the user has seen when they leave its page', async () => {
    const go = renderPages();
    toast.success('회원가입이 완료되었습니다.');
    gesture(); // the user clicks 로그인
    await go('/b');
    expect(openDetails()).toEqual([]);
  });

  it('keeps the toast of an action that navigates for that one navigation', async () => {
    const go = renderPages();
    gesture(); // the user confirms 삭제
    toast.success('삭제되었습니다.');
    await go('/b'); // the deletion goes back to the list
    expect(openDetails()).toEqual(['삭제되었습니다.']);
    gesture();
    await go('/c');
    expect(openDetails()).toEqual([]);
  });
});
