import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BreakableText } from './breakable-text';

const meta = {
  title: 'UI/BreakableText',
  component: BreakableText,
  args: { children: 'researcher@demo.cdmnet.kr' },
  decorators: [
    (Story) => (
      <div style={{ width: 110 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BreakableText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lines a text node is drawn on (one rect per line for a run of text). */
const linesOf = (node: Node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
};

/** The text nodes between the <wbr> break points: each must sit whole on one line. */
const expectPartsWhole = async (element: HTMLElement, parts: readonly string[]) => {
  const texts = Array.from(element.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
  await expect(texts.map((node) => node.textContent)).toEqual(parts);
  for (const node of texts) await expect(linesOf(node)).toBe(1);
};

/** In a narrow column an e-mail breaks after @ and before a dot, never inside `cdmnet`. */
export const EmailInANarrowColumn: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('researcher@demo.cdmnet.kr');
    await expect(text.tagName).toBe('BDI');
    await expect(text.querySelectorAll('wbr')).toHaveLength(3);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(30);
    await expectPartsWhole(text, ['researcher@', 'demo', '.cdmnet', '.kr']);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.querySelector('div')!.getBoundingClientRect().right,
    );
  },
};

/** An engine's address breaks after its slashes and before its dots. */
export const EngineUrl: Story = {
  args: { children: 'http://127.0.0.1:17101/WebAPI' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('http://127.0.0.1:17101/WebAPI');
    await expectPartsWhole(text, ['http://', '127', '.0', '.0', '.1:17101/', 'WebAPI']);
  },
};

/** A Korean file name breaks after `_` and before its extension, never inside a word. */
export const KoreanFileName: Story = {
  args: { children: '심부전_재입원위험예측_결과표.csv' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('심부전_재입원위험예측_결과표.csv');
    await expect(getComputedStyle(text).wordBreak).toBe('keep-all');
    await expectPartsWhole(text, ['심부전_', '재입원위험예측_', '결과표', '.csv']);
  },
};
