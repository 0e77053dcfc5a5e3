import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AppShell, SideMenuItem, SideMenuSection, type AppShellProps } from './app-shell';

// Stories stand in for the app's router: plain anchors whose clicks only change the current page,
// kept above the shell as a router's location would be.
function Navigation({ current, go }: { current: string; go: (href: string) => void }) {
  const link = (href: string, label: string) => (
    <SideMenuItem active={current === href}>
      <a
        href={href}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          go(href);
        }}
      >
        {label}
      </a>
    </SideMenuItem>
  );
  return (
    <>
      <SideMenuSection>{link('/', '대시보드')}</SideMenuSection>
      <SideMenuSection title="네트워크">
        {link('/network/organizations', '기관')}
        {link('/network/members', '연구자')}
      </SideMenuSection>
      <SideMenuSection title="자료">
        {link('/resources', '자료실')}
        {link('/announcement', '공지사항')}
      </SideMenuSection>
    </>
  );
}

function ShellWithRouter(props: AppShellProps) {
  const [current, setCurrent] = useState('/');
  return <AppShell {...props} navigation={<Navigation current={current} go={setCurrent} />} />;
}

/** Makes the shell see a desktop-wide (or narrower) viewport, whatever the test browser's width. */
const viewportWide = (wide: boolean) => () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  window.matchMedia = (query: string) =>
    ({
      matches: wide,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  };
};

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  render: (args) => <ShellWithRouter {...args} />,
  args: {
    brand: 'CDMNet',
    topBarEnd: (
      <Button variant="secondary" size="sm">
        로그아웃
      </Button>
    ),
    navigation: null,
    children: <h1>대시보드</h1>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1280px up the side menu is in the page and the menu button collapses it. */
export const Desktop: Story = {
  beforeEach: viewportWide(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '주 메뉴' });
    await userEvent.click(within(nav).getByRole('link', { name: '기관' }));
    await expect(within(nav).getByRole('link', { name: '기관' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '메뉴 접기' }));
    await expect(nav).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '메뉴 펼치기' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Below 1280px the menu button opens the menu as a drawer over the page. */
export const Mobile: Story = {
  beforeEach: viewportWide(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '메뉴 열기' }));
    const drawer = await body.findByRole('dialog', { name: '주 메뉴' });
    await userEvent.click(within(drawer).getByRole('link', { name: '연구자' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '메뉴 열기' }));
    const again = await body.findByRole('dialog', { name: '주 메뉴' });
    await expect(within(again).getByRole('link', { name: '연구자' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '메뉴 열기' })).toHaveFocus();
  },
};
