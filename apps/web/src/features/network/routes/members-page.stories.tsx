import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { networkApi, replyMessages, ResultCode } from '@cdmnet/api';
import { mock, MockFailure, type MockDb } from '@cdmnet/api/mocks';
import { never, RESEARCHER, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { MembersPage } from './members-page';

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: '연구자 목록' });

/** A cell's text as a screen reader has it: without what is hidden from it (avatar initials, badges). */
const spokenText = (cell: HTMLElement) => {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
};

/** The rendered body rows (virtual scrolling: those in view), each as the texts of its cells. */
const rowTexts = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(spokenText));

const names = (canvasElement: HTMLElement) => rowTexts(canvasElement).map((cells) => cells[0]);

const researcher = world(RESEARCHER);

const meta = {
  title: 'Web/Network/MembersPage',
  component: MembersPage,
  decorators: [withScreen({ path: '/network/members' })],
  parameters: { layout: 'fullscreen', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [mock(networkApi.listNetworkUsers, never), ...researcher.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '연구자' })).toBeVisible();
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveStyle({ height: '60px' });
    await waitFor(() => expect(document.title).toBe('연구자 · CDMNet'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mock(networkApi.listNetworkUsers, () => ({ content: [] })), ...researcher.handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 연구자가 없습니다.')).toBeVisible();
  },
};

const failedEnvelope = {
  result: false,
  code: ResultCode.INTERNAL_ERROR,
  message: replyMessages.internalError,
  content: null,
};

/** The Error story fails until its play function lets the next reply through. */
const errorScenario = { failing: true };

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [
        // Fails as the server would, then falls through to the mock's own answer.
        http.get('*/api/v1/network/users', () =>
          errorScenario.failing ? HttpResponse.json(failedEnvelope, { status: 500 }) : undefined,
        ),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('연구자 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('강예은')).toBeVisible();
  },
};

/** A tiny picture the mock serves as 김민준's profile photo. */
const photoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#2f7d4f"/></svg>';

/** The directory: 44 verified researchers, sorted and searched by the labels people read. */
export const Populated: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(
          '*/api/v1/files/4244',
          () => new HttpResponse(photoSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
        ),
        ...world(RESEARCHER, (db: MockDb) => {
          const me = db.users.find((user) => user.id === db.sessionUserId);
          if (me) me.profileImageId = 4244;
        }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('강예은');
    // Only the rows in view are rendered; the table still counts all 44 (and its header).
    await expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '45');
    await expect(rowTexts(canvasElement).slice(0, 3)).toEqual([
      ['강예은', '서울중앙의료원', '기타 의료인', '약학'],
      ['고은서', '부산해오름병원', '의사', '병리과'],
      ['구지율', '광주무등의료원', '의사', '정신건강의학과'],
    ]);
    await waitFor(() => expect(document.title).toBe('연구자 · CDMNet'));

    const search = canvas.getByRole('searchbox', { name: '검색' });
    // By organisation.
    await userEvent.type(search, '제주한라');
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(['변재원', '석나래', '신우진', '탁소율', '하은우']),
    );
    // By the Korean label of an expert area, and of a division.
    await userEvent.clear(search);
    await userEvent.type(search, '산업계');
    await waitFor(() => expect(names(canvasElement)).toEqual(['마준영', '이서연', '임도현']));
    // No organisation: said in words.
    await expect(rowTexts(canvasElement)[0]?.[1]).toBe('소속 없음');
    await userEvent.clear(search);
    await userEvent.type(search, '간호');
    await waitFor(() => expect(names(canvasElement)).toEqual(['배수진', '석나래']));
    // A photo where there is one, the initial otherwise.
    await userEvent.clear(search);
    await userEvent.type(search, '김민준');
    await waitFor(() => expect(names(canvasElement)).toEqual(['김민준']));
    const firstRow = within(table(canvasElement)).getAllByRole('row')[1]!;
    await waitFor(() => expect(firstRow.querySelector('img')).not.toBeNull());
    await userEvent.clear(search);

    // Expert area by its label: 공공기관 first (by code, EDUCATION would come first).
    await userEvent.click(canvas.getByRole('button', { name: '전문 분야' }));
    await waitFor(() => expect(names(canvasElement).slice(0, 3)).toEqual(['연서진', '유하준', '노수아']));
    // Division by its label: 가정의학과 first.
    await userEvent.click(canvas.getByRole('button', { name: '세부 전공' }));
    await waitFor(() => expect(names(canvasElement)[0]).toBe('김나연'));
    // Organisation: 광주무등의료원 first; those without one last, either way.
    await userEvent.click(canvas.getByRole('button', { name: '소속 기관' }));
    await waitFor(() => expect(rowTexts(canvasElement)[0]?.[1]).toBe('광주무등의료원'));
    await userEvent.click(canvas.getByRole('button', { name: '소속 기관' }));
    await waitFor(() => expect(rowTexts(canvasElement)[0]?.[1]).toBe('한빛대학교병원'));
    await userEvent.type(search, '없음');
    await waitFor(() =>
      expect(rowTexts(canvasElement).every((cells) => cells[1] === '소속 없음')).toBe(true),
    );
  },
};

/** The server refuses the directory: no table, and why. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(networkApi.listNetworkUsers, () => {
          throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
        }),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
