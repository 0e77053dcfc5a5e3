import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton, linkButtonTones } from './link-button';

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  args: { children: '비밀번호 찾기', tone: 'primary', disabled: false, onClick: fn() },
  argTypes: { tone: { control: 'inline-radio', options: linkButtonTones } },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '비밀번호 찾기' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(getComputedStyle(button).textDecorationLine).toBe('underline');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Neutral: Story = { args: { tone: 'neutral', children: '자세히 보기' } };

export const Danger: Story = { args: { tone: 'danger', children: '연결 해제' } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {linkButtonTones.map((tone) => (
        <LinkButton {...args} key={tone} tone={tone}>
          {tone}
        </LinkButton>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of linkButtonTones) {
      await expect(canvas.getByRole('button', { name: tone })).toHaveAttribute('data-tone', tone);
    }
  },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      계정이 없으십니까? <LinkButton {...args}>회원가입</LinkButton>
    </p>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '회원가입' });
    // It takes the size of the text around it.
    await expect(getComputedStyle(button).fontSize).toBe(getComputedStyle(button.parentElement!).fontSize);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '비밀번호 찾기' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#link-button-as-link">이용약관</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '이용약관' });
    await expect(link).toHaveAttribute('href', '#link-button-as-link');
    await expect(link).toHaveAttribute('data-tone', 'primary');
  },
};
