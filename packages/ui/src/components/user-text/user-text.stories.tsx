import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserText } from './user-text';

const sentence =
  '심부전 환자의 재입원 위험 예측을 위한 다기관 공통 데이터 모델 기반 후향적 코호트 연구 계획서를 검토해 주십시오';
const unbroken = `서울중앙의료원${'가나다라마바사아자차카타파하'.repeat(12)}`;

const meta = {
  title: 'UI/UserText',
  component: UserText,
  args: { children: '정하늘' },
} satisfies Meta<typeof UserText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many lines the characters of `word` (within `element`'s text) occupy. */
function linesOf(element: HTMLElement, word: string): number {
  const text = element.firstChild!;
  const start = text.textContent!.indexOf(word);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + word.length);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

export const KoreanBreaksBetweenWords: Story = {
  // The theme's base style: a narrow column wraps the sentence between words, never inside one.
  args: { children: sentence },
  render: (args) => (
    <p style={{ width: '11rem', margin: 0 }}>
      <UserText {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(sentence);
    await expect(text.getClientRects().length).toBeGreaterThan(3);
    for (const word of sentence.split(' ')) await expect(linesOf(text, word)).toBe(1);
  },
};

export const LongUnbrokenTruncates: Story = {
  args: { children: unbroken, truncate: true },
  render: (args) => (
    <div style={{ width: '16rem' }} data-testid="column">
      <UserText {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    const text = within(canvasElement).getByText(unbroken);
    // One line, cut at the column; the whole name is the title.
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(
      column.getBoundingClientRect().width,
    );
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(text).toHaveAttribute('title', unbroken);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RightToLeftIsIsolated: Story = {
  // A name ending in Arabic would otherwise pull the following "님" and digits to its side.
  args: { children: 'محمد' },
  render: (args) => (
    <p>
      <UserText {...args} /> 님 (3건)
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('محمد');
    await expect(text.tagName).toBe('BDI');
    await expect(getComputedStyle(text).unicodeBidi).toBe('isolate');
  },
};
