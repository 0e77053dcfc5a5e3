import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layers } from '../theme/layers';
import { ColorTokens, LayerTokens, RadiusTokens, SpaceTokens, TextPairs, TypeScale } from './token-tables';

// The tables of the tokens docs page (tokens.mdx), also run as tests: axe checks every sample
// pair for contrast, and the plays check the numbers.
const meta = {
  title: 'UI/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ratioOf = (row: Element): number =>
  Number.parseFloat(row.querySelector('[data-ratio]')?.textContent ?? '');

export const Colors: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Colours against the surface' });
    const row = (token: string) => table.querySelector(`[data-token="${token}"]`)!;
    // Minified builds write #fff, dev #ffffff.
    await expect(within(row('surface') as HTMLElement).getByText(/^#fff(fff)?$/)).toBeVisible();
    await expect(ratioOf(row('surface'))).toBe(1);
    // Text colours reach 4.5:1 on the surface.
    for (const token of ['text', 'textMuted', 'primary', 'danger', 'success', 'warning', 'info']) {
      await expect(ratioOf(row(token))).toBeGreaterThanOrEqual(4.5);
    }
  },
};

export const TextPairsMeetAA: Story = {
  name: 'Text pairs',
  render: () => <TextPairs sample="가나다 Aa 123" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Text pairs used by the components' });
    const rows = [...table.querySelectorAll('tbody tr')];
    await expect(rows.length).toBeGreaterThan(10);
    // Listed by name, so a failure says which pair fell short.
    const failing = rows
      .filter((row) => !(ratioOf(row) >= 4.5))
      .map((row) => `${row.getAttribute('data-pair')} ${ratioOf(row)}`);
    await expect(failing).toEqual([]);
  },
};

export const Spacing: Story = {
  render: () => <SpaceTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Spacing' });
    const md = within(table).getByText('vars.space.md').closest('tr')!;
    await expect(within(md).getByText('0.75rem')).toBeVisible();
    await expect(within(md).getByText('10.5px')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => <TypeScale sample="연구 데이터 플랫폼 Aa 123" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Type scale (1rem = 14px)' });
    const md = within(table).getByText('vars.fontSize.md').closest('tr')!;
    await expect(within(md).getByText('14px')).toBeVisible();
  },
};

export const Radii: Story = {
  render: () => <RadiusTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Radii' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
  },
};

export const Layers: Story = {
  render: () => <LayerTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Stacking layers (spec §9)' });
    const values = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    await expect(values).toEqual([1000, 1000, 1100, 1100, 1200, 1201]);
    await expect(layers.toastContainer).toBe(1201);
  },
};
