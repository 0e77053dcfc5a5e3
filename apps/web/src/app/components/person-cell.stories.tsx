import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PersonCell } from './person-cell';

const meta = {
  title: 'Web/App/PersonCell',
  component: PersonCell,
  args: { name: '김민준', profileImageId: null },
} satisfies Meta<typeof PersonCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lines a text node is drawn on. */
const linesOf = (node: Node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
};

export const NameOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('김민준')).toBeVisible();
    await expect(canvasElement.querySelector('bdi')).toBeNull();
  },
};

/**
 * In a phone's narrow cell the e-mail address under the name breaks after @ and before a dot
 * (`researcher@` / `demo.cdmnet.kr`), never inside `cdmnet` (the issue saw `researcher@demo.cdmne` / `t.kr`).
 */
export const EmailInANarrowCell: Story = {
  args: { email: 'researcher@demo.cdmnet.kr' },
  decorators: [
    (Story) => (
      <div style={{ width: 150 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByText('researcher@demo.cdmnet.kr');
    const parts = Array.from(email.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
    await expect(parts.map((node) => node.textContent)).toEqual(['researcher@', 'demo', '.cdmnet', '.kr']);
    // It does wrap here, and only at those points.
    await expect(linesOf(email)).toBeGreaterThan(1);
    for (const part of parts) await expect(linesOf(part)).toBe(1);
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(
      (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect().right,
    );
  },
};
