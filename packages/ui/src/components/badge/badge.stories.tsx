import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, badgeVariants } from './badge';
import type { BadgeTone } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: '완료', tone: 'success', variant: 'subtle' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('완료');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveAttribute('data-variant', 'subtle');
  },
};

export const Warning: Story = { args: { tone: 'warning', children: '대기' } };

export const Danger: Story = { args: { tone: 'danger', children: '오류' } };

export const Info: Story = { args: { tone: 'info', children: '진행 중' } };

export const Neutral: Story = { args: { tone: 'neutral', children: '초안' } };

export const Solid: Story = { args: { variant: 'solid', tone: 'danger', children: '취소됨' } };

export const AllTonesAndVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {badgeVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '0.5rem' }}>
          {badgeTones.map((tone) => (
            <Badge {...args} key={tone} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of badgeVariants) {
      for (const tone of badgeTones) {
        const badge = canvas.getByText(`${tone} ${variant}`);
        await expect(badge).toHaveAttribute('data-tone', tone);
        await expect(badge).toHaveAttribute('data-variant', variant);
      }
    }
  },
};

// --- RFZ levels (spec §2, network organizations) -------------------------------------------
// Reading the level is product logic and stays in the app; the kit only draws badges. This is
// how the app is expected to use them: the leading letters E, EV, EVD give E (success),
// V (warning), D (danger); an empty level shows 해당 없음.
const rfzTones: Record<string, BadgeTone> = { E: 'success', V: 'warning', D: 'danger' };

function RfzLevel({ level }: { level: string | null }) {
  const letters = /^E(V(D)?)?/.exec(level ?? '')?.[0] ?? '';
  if (letters === '') return <span>해당 없음</span>;
  return (
    <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
      {[...letters].map((letter) => (
        <Badge key={letter} tone={rfzTones[letter] ?? 'neutral'}>
          {letter}
        </Badge>
      ))}
    </span>
  );
}

const rfzRows = [
  { organization: '가나다병원', level: 'EVD' },
  { organization: '라마바병원', level: 'EV' },
  { organization: '사아자병원', level: 'E' },
  { organization: '차카타병원', level: null },
] as const;

export const RfzLevels: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', padding: '0.25rem 1rem 0.25rem 0' }}>
            기관명
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: '0.25rem 0' }}>
            RFZ 레벨
          </th>
        </tr>
      </thead>
      <tbody>
        {rfzRows.map((row) => (
          <tr key={row.organization}>
            <td style={{ padding: '0.25rem 1rem 0.25rem 0' }}>{row.organization}</td>
            <td style={{ padding: '0.25rem 0' }}>
              <RfzLevel level={row.level} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    const cellOf = (index: number) => within(within(rows[index]!).getAllByRole('cell')[1]!);

    const evd = cellOf(0);
    await expect(evd.getByText('E')).toHaveAttribute('data-tone', 'success');
    await expect(evd.getByText('V')).toHaveAttribute('data-tone', 'warning');
    await expect(evd.getByText('D')).toHaveAttribute('data-tone', 'danger');

    await expect(cellOf(1).queryByText('D')).toBeNull();
    await expect(cellOf(1).getByText('V')).toHaveAttribute('data-tone', 'warning');
    await expect(cellOf(2).getByText('E')).toHaveAttribute('data-tone', 'success');
    await expect(cellOf(3).getByText('해당 없음')).toBeVisible();
  },
};
