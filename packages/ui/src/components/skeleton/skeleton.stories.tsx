import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonShapes } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 1 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="text"]')!;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(block.getAnimations().length).toBeGreaterThan(0);
  },
};

export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector('[data-lines="3"]')!;
    await expect(group).toHaveAttribute('aria-hidden', 'true');
    const blocks = [...group.children];
    await expect(blocks).toHaveLength(3);
    const widths = blocks.map((block) => block.getBoundingClientRect().width);
    // The last line is shorter than the others.
    await expect(widths[2]).toBeLessThan(widths[0]!);
    await expect(widths[1]).toBe(widths[0]);
  },
};

/** Three lines of placeholder stand as tall as the three lines of text that replace them. */
export const AsTallAsItsText: Story = {
  args: { lines: 3 },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start', fontSize: '1.5rem' }}>
      <div data-testid="loading" style={{ flex: 1 }}>
        <Skeleton {...args} />
      </div>
      <p data-testid="loaded" style={{ flex: 1, margin: 0 }}>
        첫째 줄
        <br />
        둘째 줄
        <br />
        셋째 줄
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByTestId('loading').getBoundingClientRect().height;
    const loaded = canvas.getByTestId('loaded').getBoundingClientRect().height;
    await expect(loading).toBeCloseTo(loaded, 0);
  },
};

/** A name still loading in a sentence already shown: the line keeps its height and its words. */
export const InlineWord: Story = {
  render: () => (
    <div style={{ fontSize: '1.25rem' }}>
      <p data-testid="loading" style={{ margin: 0 }}>
        <Skeleton inline width="4em" /> 님, 환영합니다.
      </p>
      <p data-testid="loaded" style={{ margin: 0 }}>
        김민준 님, 환영합니다.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByTestId('loading');
    const word = loading.querySelector('[data-shape="text"]')!;
    const em = parseFloat(getComputedStyle(loading).fontSize);
    await expect(word.getBoundingClientRect().width).toBeCloseTo(em * 4, 0);
    // One line, as tall as the loaded one: the word sits in it, beside the words that follow.
    await expect(loading.getBoundingClientRect().height).toBeCloseTo(
      canvas.getByTestId('loaded').getBoundingClientRect().height,
      0,
    );
  },
};

export const Rect: Story = {
  args: { shape: 'rect', height: '8rem' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="rect"]')!;
    await expect(block.getBoundingClientRect().height).toBeCloseTo(8 * 14, 0);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-shape="circle"]')!.getBoundingClientRect();
    await expect(box.width).toBe(48);
    await expect(box.height).toBe(48);
  },
};

/** A loading table row in the shape of the network members list: avatar, name, organisation. */
export const ListRowShape: Story = {
  render: () => (
    <div aria-busy="true" aria-label="연구자 목록" role="region" style={{ display: 'grid', gap: '0.75rem' }}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <Skeleton shape="circle" />
          <Skeleton width="8rem" />
          <Skeleton width="12rem" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '연구자 목록' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Nothing inside is exposed to assistive technology.
    await expect(within(region).queryAllByRole('img')).toHaveLength(0);
    await expect(region.querySelectorAll('[aria-hidden="true"]')).toHaveLength(9);
  },
};

/** The style rules that apply under `prefers-reduced-motion: reduce`. */
const reducedMotionRules = (): CSSStyleRule[] =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'),
    )
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);

/** The blocks of a two-line skeleton. */
const twoBlocks = async (canvasElement: HTMLElement) => {
  const blocks = [...canvasElement.querySelectorAll('[data-lines] > span')];
  await expect(blocks).toHaveLength(2);
  return blocks;
};

/** Still at first: the pulse waits two seconds, so a quick load shows no flicker. */
export const PulsesOnlyWhenSlow: Story = {
  args: { lines: 2 },
  play: async ({ canvasElement }) => {
    for (const block of await twoBlocks(canvasElement)) {
      const style = getComputedStyle(block);
      await expect(style.animationName).not.toBe('none');
      await expect(style.animationDelay).toBe('2s');
    }
  },
};

export const ReducedMotion: Story = {
  args: { lines: 2 },
  play: async ({ canvasElement }) => {
    // Under reduced motion every block's pulse is switched off.
    for (const block of await twoBlocks(canvasElement)) {
      const still = reducedMotionRules().some(
        (rule) => block.matches(rule.selectorText) && rule.style.animationName === 'none',
      );
      await expect(still).toBe(true);
    }
  },
};
