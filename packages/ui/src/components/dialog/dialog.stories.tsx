import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  DialogTrigger,
  dialogPositions,
  dialogSizes,
} from './dialog';
import type { DialogContentProps, DialogPosition, DialogSize } from './dialog';
import { animationsDone, gone, portal, sleep } from '../../testing/story-helpers';

/** Portalled parts live under <body>, outside the story's canvas. */
const overlayOf = (canvasElement: HTMLElement) => {
  const overlay = canvasElement.ownerDocument.querySelector('[data-part="overlay"]');
  if (!overlay) throw new Error('no dialog overlay');
  return overlay;
};

/** Opens the dialog with the mouse and waits for it to settle. */
const openWithMouse = async (canvasElement: HTMLElement, name = '대화상자 열기') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await portal(canvasElement).findByRole('dialog');
  await animationsDone(dialog);
  await animationsDone(overlayOf(canvasElement));
  return dialog;
};

const closed = (canvasElement: HTMLElement) => gone(canvasElement, 'dialog');

function Demo({ defaultOpen, ...args }: DialogContentProps & { defaultOpen?: boolean }) {
  return (
    <DialogRoot {...(defaultOpen ? { defaultOpen } : {})}>
      <DialogTrigger asChild>
        <Button>대화상자 열기</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        {args.children ?? (
          <>
            <DialogBody>
              <TextField label="엔진 이름" helpText="목록에 표시되는 이름입니다." />
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">취소</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button>저장</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </DialogRoot>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogContent,
  args: {
    title: 'Analysis Engines',
    description: '분석 엔진의 이름과 주소를 입력하십시오.',
    size: 'md',
    position: 'center',
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    position: { control: 'select', options: dialogPositions },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndCloseWithMouse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '대화상자 열기' });
    const dialog = await openWithMouse(canvasElement);
    await expect(dialog).toHaveAccessibleName('Analysis Engines');
    await expect(dialog).toHaveAccessibleDescription('분석 엔진의 이름과 주소를 입력하십시오.');
    await expect(within(dialog).getByRole('heading', { name: 'Analysis Engines' })).toBeVisible();
    // Focus goes to the first field, not to the close button in the corner.
    await expect(within(dialog).getByRole('textbox', { name: '엔진 이름' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '대화상자 열기' });
    const dialog = await openWithMouse(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardAndFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '대화상자 열기' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Analysis Engines' });
    await animationsDone(dialog);

    const field = within(dialog).getByRole('textbox', { name: '엔진 이름' });
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '저장' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    // Trapped: Tab wraps around instead of leaving the dialog.
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const LayersAndTiming: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    const overlay = overlayOf(canvasElement);
    // Spec §9: overlay 1000, modal 1100; enter 120 ms, exit 100 ms.
    await expect(getComputedStyle(overlay).zIndex).toBe('1000');
    await expect(getComputedStyle(dialog).zIndex).toBe('1100');
    await expect(getComputedStyle(overlay).animationDuration).toBe('0.12s');
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.12s');

    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect(getComputedStyle(overlay).animationDuration).toBe('0.1s');
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.1s');
    await closed(canvasElement);
  },
};

export const BackdropClickKeepsItOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    await userEvent.click(overlayOf(canvasElement));
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

export const CloseOnBackdropClick: Story = {
  args: { closeOnOutsideClick: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '대화상자 열기' });
    await openWithMouse(canvasElement);
    await userEvent.click(overlayOf(canvasElement));
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, title: 'CDM Database' },
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    await expect(dialog).toHaveAccessibleName('CDM Database');
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true, title: 'Atlas WebApi' },
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: '닫기' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false, closeOnOutsideClick: true },
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    await expect(within(dialog).getByRole('button', { name: '닫기' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlayOf(canvasElement));
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // The footer still decides.
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await closed(canvasElement);
  },
};

export const InitiallyOpen: Story = {
  render: (args) => <Demo {...args} defaultOpen />,
  play: async ({ canvasElement }) => {
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Analysis Engines' });
    await animationsDone(dialog);
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

const terms = Array.from(
  { length: 30 },
  (_, index) =>
    `제${index + 1}조 연구 데이터는 승인된 목적 범위에서만 사용하며, 반출 시 기관의 승인을 받아야 합니다.`,
);

export const LongContentScrolls: Story = {
  args: {
    title: '이용 약관',
    description: undefined,
    children: (
      <>
        <DialogBody data-testid="terms-body">
          {terms.map((term) => (
            <p key={term}>{term}</p>
          ))}
          <label>
            <input type="checkbox" /> 약관에 동의합니다.
          </label>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>확인</Button>
          </DialogClose>
        </DialogFooter>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const scroller = within(dialog).getByTestId('terms-body');
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // Header and footer stay in view while the body scrolls.
    await expect(within(dialog).getByRole('button', { name: '확인' })).toBeVisible();
  },
};

const sizeStory = (size: DialogSize, widthRem: number): Story => ({
  args: { size },
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    await expect(dialog).toHaveAttribute('data-size', size);
    const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const expected = Math.min(widthRem * rootPx, window.innerWidth - 3 * rootPx);
    await expect(Math.abs(dialog.getBoundingClientRect().width - expected)).toBeLessThanOrEqual(1);
  },
});

export const SizeSmall: Story = sizeStory('sm', 26);
export const SizeMedium: Story = sizeStory('md', 38);
export const SizeLarge: Story = sizeStory('lg', 56);

/** Checks the dialog hugs the edges its position names and is centred on the other axis. */
const positionStory = (position: DialogPosition): Story => ({
  args: { position, size: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = await openWithMouse(canvasElement);
    await expect(dialog).toHaveAttribute('data-position', position);
    const box = dialog.getBoundingClientRect();
    const gap = 1.5 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const near = (a: number, b: number) => Math.abs(a - b) <= 1;
    const { innerWidth: width, innerHeight: height } = window;

    if (position.includes('left')) await expect(near(box.left, gap)).toBe(true);
    else if (position.includes('right')) await expect(near(width - box.right, gap)).toBe(true);
    else await expect(near(box.left + box.width / 2, width / 2)).toBe(true);

    if (position.startsWith('top')) await expect(near(box.top, gap)).toBe(true);
    else if (position.startsWith('bottom')) await expect(near(height - box.bottom, gap)).toBe(true);
    else await expect(near(box.top + box.height / 2, height / 2)).toBe(true);
  },
});

export const PositionCenter: Story = positionStory('center');
export const PositionLeft: Story = positionStory('left');
export const PositionTop: Story = positionStory('top');
export const PositionBottom: Story = positionStory('bottom');
export const PositionRight: Story = positionStory('right');
export const PositionBottomRight: Story = positionStory('bottom-right');
export const PositionBottomLeft: Story = positionStory('bottom-left');
export const PositionTopLeft: Story = positionStory('top-left');
export const PositionTopRight: Story = positionStory('top-right');

interface EngineForm {
  name: string;
}

const failingName = '중복 엔진';

/** The product's modal form: saving shows progress, a failure keeps the form open with its input. */
function EngineFormDialog({ save }: { save: (values: EngineForm) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EngineForm>({ defaultValues: { name: '' } });

  const onSubmit = async (values: EngineForm) => {
    setFailure(null);
    try {
      await save(values);
      setOpen(false);
      reset();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '저장하지 못했습니다.');
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>등록</Button>
      </DialogTrigger>
      <DialogContent title="Analysis Engines" size="sm" dismissible={!isSubmitting}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <DialogBody>
            <TextField
              label="이름"
              required
              error={errors.name?.message}
              {...register('name', { required: '이름을 입력하십시오.' })}
            />
            {failure ? (
              <p role="alert" style={{ margin: '0.75rem 0 0', color: 'var(--ui-color-danger)' }}>
                {failure}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                취소
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              저장
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}

const saveEngine = fn<(values: EngineForm) => Promise<void>>();

export const FormClosesOnlyOnSuccess: Story = {
  beforeEach: () => {
    saveEngine.mockReset();
    saveEngine.mockImplementation(async ({ name }) => {
      await sleep(400);
      if (name === failingName) throw new Error('이미 등록된 이름입니다.');
    });
  },
  render: () => <EngineFormDialog save={saveEngine} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '등록' });
    const dialog = await openWithMouse(canvasElement, '등록');
    const name = within(dialog).getByRole('textbox', { name: '이름' });
    const submit = within(dialog).getByRole('button', { name: '저장' });

    // Invalid: the validator's message, nothing sent, still open.
    await userEvent.click(submit);
    await expect(await within(dialog).findByText('이름을 입력하십시오.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(saveEngine).not.toHaveBeenCalled();

    // The server refuses: progress while it runs (Escape does nothing), then the error, still open.
    await userEvent.type(name, failingName);
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 등록된 이름입니다.');
    await expect(submit).not.toHaveAttribute('aria-busy');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(name).toHaveValue(failingName);
    await expect(saveEngine).toHaveBeenCalledTimes(1);

    // Success closes it and focus goes back to the button that opened it.
    await userEvent.clear(name);
    await userEvent.type(name, 'OHDSI 엔진');
    await userEvent.click(submit);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
    await expect(saveEngine).toHaveBeenCalledTimes(2);
    await expect(saveEngine).toHaveBeenLastCalledWith({ name: 'OHDSI 엔진' });
  },
};
