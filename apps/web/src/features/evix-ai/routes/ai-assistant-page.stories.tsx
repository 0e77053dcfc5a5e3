import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiModelApi, ASSISTANT_STREAM_ROUTE, ResultCode } from '@cdmnet/api';
import { setMockAssistant, type MockAssistantMode } from '@cdmnet/api/mocks';
import { hanging, RESEARCHER, screen, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { AiAssistantPage } from './ai-assistant-page';

// The researcher 김민준 of 한빛대학교병원, whose model (qwen2.5:7b) answers unless a story takes it
// away. He has two conversations: 1 "내 프로젝트의 실행 상태를 알려 줘" (projects and executions read,
// two projects cited) and 2 "위장관 출혈 개념을 찾아 줘" (the latest). Answers stream a word every
// `delayMs`. A story that changes the mock's state (asks, deletes) has its own world.

const assistant = (options: { mode?: MockAssistantMode; delayMs?: number; empty?: boolean } = {}) =>
  world(RESEARCHER, (db) => setMockAssistant(db, { delayMs: 40, ...options })).handlers;

const at = (search: string) => ({ screen: { initialEntry: `/evix-ai/ai-assistant${search}` } });

const PROJECTS_QUESTION = '내 프로젝트의 실행 상태를 알려 줘';
const PROJECTS_ANSWER_START = '김민준 님의 프로젝트 실행 상태는 다음과 같습니다.';
const PROJECTS_ANSWER_END = '자세한 상태는 아래 프로젝트 화면에서 보실 수 있습니다.';

const threadOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: '대화 내용' });
const questionBox = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: '질문' });

const meta = {
  title: 'Web/EVIX-AI/AiAssistantPage',
  component: AiAssistantPage,
  decorators: [withScreen({ path: '/evix-ai/ai-assistant' })],
  parameters: { layout: 'fullscreen', msw: { handlers: assistant() } },
  beforeEach: resetAppState,
} satisfies Meta<typeof AiAssistantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the model is being looked up: the header, skeletons in the page's shape, no question box. */
export const Loading: Story = {
  parameters: { msw: { handlers: [hanging(aiModelApi.getMyAiModel), ...assistant()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI 도우미' })).toBeVisible();
    await expect(canvas.getByText('AI 모델을 확인하는 중')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox', { name: '질문' })).toBeNull();
  },
};

/** No model serves him: what a master must set, and no question box. */
export const NoModel: Story = {
  parameters: { msw: { handlers: assistant({ mode: 'noModel' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('AI 도우미를 쓰려면 AI 모델이 필요합니다.');
    await expect(status).toHaveTextContent('마스터가 기관 서비스 설정 → AI 모델에서');
    await waitFor(() => expect(document.title).toBe('AI 도우미 · CDMNet'));
    await expect(canvas.queryByRole('textbox', { name: '질문' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '대화 목록' })).toBeNull();
  },
};

/** No conversations yet: the list says so, the model is named, and first questions are suggested. */
export const Empty: Story = {
  parameters: { msw: { handlers: assistant({ empty: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('한빛대학교병원의 AI 모델 (qwen2.5:7b)')).toBeVisible();
    await expect(await canvas.findByText('대화가 없습니다.')).toBeVisible();
    await expect(canvas.getByText('무엇이든 물어 보십시오.')).toBeVisible();
    const suggestions = within(canvas.getByRole('group', { name: '이렇게 물어 보십시오' }));
    await expect(suggestions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      PROJECTS_QUESTION,
      '위장관 출혈 개념을 찾아 줘',
      '우리 병원 CDM의 환자 수는?',
    ]);
    await expect(canvas.getByRole('textbox', { name: '질문' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '보내기' })).toBeEnabled();
  },
};

/**
 * A conversation open from the address: the list latest first with the open one marked, the
 * question on the right, the answer on the left with the tools it used and the screens it cites.
 */
export const ConversationOpen: Story = {
  parameters: { ...at('?conversation=1'), msw: { handlers: assistant() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('navigation', { name: '대화 목록' }));
    const links = await list.findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('위장관 출혈 개념을 찾아 줘'),
      expect.stringContaining(PROJECTS_QUESTION),
    ]);
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).not.toHaveAttribute('aria-current');

    const thread = within(await threadOf(canvasElement));
    const [question, answer] = thread
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    if (!question || !answer) throw new Error('the thread has a question and an answer');
    await expect(question).toHaveTextContent(PROJECTS_QUESTION);
    await expect(question.getBoundingClientRect().right).toBeGreaterThan(
      answer.getBoundingClientRect().right - 1,
    );
    await expect(answer).toHaveTextContent(PROJECTS_ANSWER_START);
    const tools = within(within(answer).getByRole('list', { name: '확인한 자료' }));
    await expect(tools.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '프로젝트 목록을 확인했습니다',
      '실행 목록을 확인했습니다',
    ]);
    const cited = within(within(answer).getByRole('list', { name: '참고한 화면' }));
    await expect(
      cited.getByRole('link', { name: '메트포르민과 설포닐우레아의 심혈관 안전성 비교' }),
    ).toHaveAttribute('href', '/project/1');
    await expect(cited.getByRole('link', { name: '고혈압 약물 순응도와 뇌졸중 위험' })).toHaveAttribute(
      'href',
      '/project/3',
    );
    // The answer's line breaks are kept as text.
    const text = within(answer).getByText(/^김민준 님의 프로젝트/);
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    await expect(text.textContent).toContain('\n1. 메트포르민');

    // Another conversation from the list: its concepts cited as the concept pages.
    await userEvent.click(list.getByRole('link', { name: /위장관 출혈 개념을 찾아 줘/ }));
    const concept = await within(canvasElement).findByRole('link', { name: '위장관 출혈 (192671)' });
    await expect(concept).toHaveAttribute('href', '/atlas/concepts/192671');
  },
};

/**
 * A first question from a suggestion: the conversation is created, the words arrive one by one while
 * 중지 stands in for 보내기 and the box waits; then the tools, the citations and 보내기 are back.
 */
export const Streaming: Story = {
  parameters: { msw: { handlers: assistant({ empty: true, delayMs: 90 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suggestions = await canvas.findByRole('group', { name: '이렇게 물어 보십시오' });
    await userEvent.click(within(suggestions).getByRole('button', { name: PROJECTS_QUESTION }));

    const stop = await canvas.findByRole('button', { name: '중지' });
    await expect(stop).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '질문' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '보내기' })).toBeNull();
    await expect(await canvas.findByText('프로젝트 목록을 확인했습니다')).toBeVisible();

    // Words arrive before the answer is complete.
    const partial = await canvas.findByText(/^김민준 님의/);
    await expect(partial.textContent).not.toContain(PROJECTS_ANSWER_END);
    await waitFor(() => expect(partial.textContent?.length ?? 0).toBeGreaterThan('김민준 님의'.length + 4), {
      timeout: 3000,
    });
    await expect(partial.textContent).not.toContain(PROJECTS_ANSWER_END);
    await expect(canvas.getByRole('status')).toHaveTextContent('AI 도우미가 답을 쓰는 중입니다.');

    await expect(await canvas.findByText(/보실 수 있습니다\.$/, {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '보내기' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: '질문' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '고혈압 약물 순응도와 뇌졸중 위험' })).toHaveAttribute(
      'href',
      '/project/3',
    );
    // The new conversation is in the list, titled by its question, and open.
    const list = within(canvas.getByRole('navigation', { name: '대화 목록' }));
    await waitFor(() =>
      expect(list.getByRole('link', { name: new RegExp(PROJECTS_QUESTION) })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

/** 중지 mid-answer: what came stays, said to be cut off, with 다시 묻기. */
export const Stopped: Story = {
  parameters: { ...at('?conversation=1'), msw: { handlers: assistant({ delayMs: 120 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await questionBox(canvasElement);
    await userEvent.type(box, '우리 병원 CDM의 환자 수는?{Enter}');
    await canvas.findByText(/^한빛대학교병원 CDM/);
    await userEvent.click(canvas.getByRole('button', { name: '중지' }));
    await expect(await canvas.findByText('답이 끊겼습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 묻기' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '보내기' })).toBeEnabled();
  },
};

/** The model fails mid-answer: what came stays with 답이 끊겼습니다 and 다시 묻기, and a toast says why. */
export const FailedMidStream: Story = {
  parameters: {
    ...at('?conversation=2'),
    msw: { handlers: assistant({ mode: 'failsMidStream', delayMs: 20 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await questionBox(canvasElement), '위장관 출혈 개념을 다시 찾아 줘{Enter}');
    await toastSaying(canvasElement, 'AI 모델이 답하지 못했습니다. 잠시 뒤 다시 물어 주십시오.');
    await expect(await canvas.findByText('답이 끊겼습니다')).toBeVisible();
    const thread = within(await threadOf(canvasElement));
    const answers = thread.getAllByText(/^위장관 출혈에 맞는 표준 개념은/);
    // The stored answer before, and the cut one: only its first half came.
    await expect(answers).toHaveLength(2);
    await expect(answers[1]?.textContent).not.toContain('4291649를 함께');
    await userEvent.click(canvas.getByRole('button', { name: '다시 묻기' }));
    await waitFor(() => expect(thread.getAllByText('답이 끊겼습니다')).toHaveLength(2), { timeout: 5000 });
  },
};

/** The previous answer is still being written (another tab): a toast says so, the question stays. */
export const Busy: Story = {
  parameters: { ...at('?conversation=1'), msw: { handlers: assistant({ mode: 'busy' }) } },
  play: async ({ canvasElement }) => {
    const box = await questionBox(canvasElement);
    await userEvent.type(box, '실행이 끝났어?{Enter}');
    await toastSaying(
      canvasElement,
      '이 대화의 앞 질문에 아직 답하는 중입니다. 답이 끝난 뒤 다시 물어 주십시오.',
    );
    await expect(box).toHaveValue('실행이 끝났어?');
    await expect(box).toBeEnabled();
    const thread = within(await threadOf(canvasElement));
    await expect(thread.queryByText('실행이 끝났어?')).toBeNull();
  },
};

/**
 * An empty question is said under the field before anything is sent; one the server refuses (400)
 * shows the server's message there too; Shift+Enter breaks the line instead of sending.
 */
export const ValidationError: Story = {
  parameters: {
    ...at('?conversation=1'),
    msw: {
      handlers: [
        http.post(`*${ASSISTANT_STREAM_ROUTE}`, () =>
          HttpResponse.json(
            {
              result: false,
              code: ResultCode.INVALID_INPUT,
              message: '내용: 질문은 2000자까지 입력할 수 있습니다.',
              content: null,
            },
            { status: 400 },
          ),
        ),
        ...assistant(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await questionBox(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '보내기' }));
    await expect(await canvas.findByText('질문을 입력해 주십시오.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(box, '첫 줄{Shift>}{Enter}{/Shift}둘째 줄');
    await expect(box).toHaveValue('첫 줄\n둘째 줄');
    await expect(canvas.queryByText('질문을 입력해 주십시오.')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('질문은 2000자까지 입력할 수 있습니다.')).toBeVisible();
    await expect(box).toHaveValue('첫 줄\n둘째 줄');
  },
};

/** A question or an answer holding markup shows it as typed: text, never HTML. */
export const TextNeverHtml: Story = {
  parameters: { ...at('?conversation=1'), msw: { handlers: assistant({ delayMs: 5 }) } },
  play: async ({ canvasElement }) => {
    const markup = '<img src=x onerror=alert(1)> <b>굵게</b>';
    await userEvent.type(await questionBox(canvasElement), `${markup}{Enter}`);
    const thread = await threadOf(canvasElement);
    await expect(await within(thread).findByText(markup)).toBeVisible();
    await expect(thread.querySelector('img, b')).toBeNull();
    await within(thread).findByText(/제가 확인할 수 있는 자료/);
  },
};

/** 삭제 asks first, naming the conversation; after 삭제, a toast and the list without it. */
export const DeleteWithConfirmation: Story = {
  parameters: { ...at('?conversation=2'), msw: { handlers: assistant() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '위장관 출혈 개념을 찾아 줘 삭제' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent("정말 '위장관 출혈 개념을 찾아 줘' 대화를 삭제하시겠습니까?");
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await toastSaying(canvasElement, '삭제되었습니다.');
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    const list = within(canvas.getByRole('navigation', { name: '대화 목록' }));
    await waitFor(() => expect(list.queryByRole('link', { name: /위장관 출혈/ })).toBeNull());
    await expect(list.getByRole('link', { name: new RegExp(PROJECTS_QUESTION) })).toBeVisible();
    // The open conversation was the deleted one: a new conversation is shown.
    await expect(await canvas.findByText('무엇이든 물어 보십시오.')).toBeVisible();
  },
};

/**
 * At 390 px: the list waits behind 대화 목록 보기, the thread and the box keep to the screen, Korean
 * breaks between words.
 */
export const OnAPhone: Story = {
  parameters: { ...at('?conversation=1'), msw: { handlers: assistant() } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await threadOf(canvasElement);
    const toggle = canvas.getByRole('button', { name: '대화 목록 보기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: /위장관 출혈/ })).toBeNull();
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('link', { name: /위장관 출혈/ })).toBeVisible();
    await waitFor(() => expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth));
    const answer = canvas.getByText(/^김민준 님의 프로젝트/);
    await expect(getComputedStyle(answer).wordBreak).toBe('keep-all');
    await expect(
      canvas.getByRole('button', { name: '보내기' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
  },
};
