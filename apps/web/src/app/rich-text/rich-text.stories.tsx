import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from '../forms';
import { z } from 'zod/mini';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@cdmnet/ui';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';

// The shared rich text of announcements and the resource room. The hostile stories are the proof
// that stored text never executes: each payload would set window.__cdmnetXss if it ran.

declare global {
  interface Window {
    __cdmnetXss?: string;
  }
}

const hostile = [
  '<p>정상 문단</p>',
  '<img src="x" onerror="window.__cdmnetXss = \'img\'">',
  '<script>window.__cdmnetXss = "script"</script>',
  '<svg onload="window.__cdmnetXss = \'svg\'"><circle r="1"></circle></svg>',
  '<iframe srcdoc="<script>parent.__cdmnetXss = \'iframe\'</script>"></iframe>',
  '<p onmouseover="window.__cdmnetXss = \'hover\'" style="position:fixed;inset:0">마우스를 올려 보세요</p>',
  '<a href="javascript:window.__cdmnetXss = \'link\'">눌러 보세요</a>',
  '<a href="jav&#x61;script:window.__cdmnetXss = \'encoded\'">인코딩된 링크</a>',
  '<form action="javascript:window.__cdmnetXss = \'form\'"><button>보내기</button></form>',
].join('');

const formatted =
  '<h2>변경 사항</h2><p><strong>굵게</strong>, <em>기울임</em>, <b>b</b>, <i>i</i></p><ul><li>글머리 하나</li></ul><ol><li>번호 하나</li></ol><p><a href="https://example.org/guide">외부 안내</a> · <a href="/resources">자료실</a></p>';

/** Every attribute name in a subtree. */
const attributeNames = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());

const expectNothingRan = async (region: HTMLElement) => {
  // Long enough for an image error, an SVG load or an iframe document to fire.
  await new Promise((resolve) => setTimeout(resolve, 400));
  await expect(window.__cdmnetXss).toBeUndefined();
  await expect(region.querySelector('script, img, svg, iframe, form, style')).toBeNull();
  await expect(attributeNames(region).filter((name) => name.startsWith('on') || name === 'style')).toEqual(
    [],
  );
  for (const link of region.querySelectorAll('a')) {
    await expect(link.getAttribute('href') ?? '').not.toMatch(/script:/i);
  }
};

const resetFlag = () => {
  delete window.__cdmnetXss;
};

/** A form (app/forms) around the editor, as the announcement and resource forms use it. */
function EditorForm({
  defaultValue = '',
  error,
  disabled,
  onSubmit,
}: {
  defaultValue?: string;
  error?: string;
  disabled?: boolean;
  onSubmit: (html: string) => void;
}) {
  const form = useForm({
    schema: z.object({ content: z.string() }),
    defaultValues: { content: defaultValue },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.content))}>
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            label="내용"
            required
            helpText="공지 내용을 입력해 주십시오."
            error={error}
            disabled={disabled}
            {...field}
          />
        )}
      />
      <Button type="submit" style={{ marginTop: '1rem' }}>
        저장
      </Button>
    </form>
  );
}

const meta = {
  title: 'Web/App/RichText',
  component: EditorForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
  beforeEach: resetFlag,
} satisfies Meta<typeof EditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ViewFormatting: Story = {
  render: () => <RichTextView html={formatted} data-testid="view" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '변경 사항' })).toBeVisible();
    await expect(canvas.getByText('굵게').tagName).toBe('STRONG');
    await expect(canvas.getByText('기울임').tagName).toBe('EM');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    const external = canvas.getByRole('link', { name: '외부 안내' });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAttribute('target', '_blank');
    const internal = canvas.getByRole('link', { name: '자료실' });
    await expect(internal).toHaveAttribute('href', '/resources');
    await expect(internal).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(internal).not.toHaveAttribute('target');
  },
};

export const ViewHostileContent: Story = {
  render: () => <RichTextView html={hostile} data-testid="view" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvas.getByTestId('view');
    await expect(canvas.getByText('정상 문단')).toBeVisible();
    await expectNothingRan(view);
    // The neutralised link and paragraph stay inert when used.
    await userEvent.hover(canvas.getByText('마우스를 올려 보세요'));
    await userEvent.click(canvas.getByText('눌러 보세요'));
    await userEvent.click(canvas.getByText('인코딩된 링크'));
    await expect(window.__cdmnetXss).toBeUndefined();
  },
};

/**
 * Selects the editor's text the way a user's drag would (user-event cannot move a selection inside
 * contentEditable); `collapse` leaves the caret at the end instead.
 */
const select = (editor: HTMLElement, collapse = false) => {
  const range = document.createRange();
  range.selectNodeContents(editor);
  if (collapse) range.collapse(false);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
};

export const EditorFormatting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: '내용' });
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveAccessibleDescription('공지 내용을 입력해 주십시오.');

    await userEvent.click(editor);
    await userEvent.keyboard('점검 안내');
    select(editor);
    const bold = canvas.getByRole('button', { name: '굵게' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await expect(within(editor).getByText('점검 안내').tagName).toBe('B');

    select(editor, true);
    const list = canvas.getByRole('button', { name: '번호 목록' });
    await userEvent.click(list);
    await waitFor(() => expect(list).toHaveAttribute('aria-pressed', 'true'));
    await expect(within(editor).getByRole('listitem')).toHaveTextContent('점검 안내');

    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const onSubmit = args.onSubmit;
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(String(onSubmit.mock.calls[0]?.[0])).toMatch(
      /^<ol><li><b>점검 안내<\/b>(<br>)?<\/li><\/ol>$/,
    );
  },
};

// Typing and Enter through the browser's own editing engine (what a key press runs), so the typing
// style a toggled mark leaves behind is honoured as it is for a real keyboard.
// Each waits a frame after, so the editor hears the selection change, as between real key presses.
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const typeText = async (text: string) => {
  document.execCommand('insertText', false, text);
  await settle();
};
const pressEnter = async () => {
  document.execCommand('insertParagraph');
  await settle();
};

/** The HTML inside the editor with its blocks' trailing <br>s dropped, for comparison. */
const htmlOf = (editor: HTMLElement) => editor.innerHTML.replace(/<br>/g, '');

export const EditorMarkOffStaysOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: '내용' });
    const bold = canvas.getByRole('button', { name: '굵게' });
    const italic = canvas.getByRole('button', { name: '기울임' });

    // Bold on, a word, bold off: Enter starts a plain line, and it stays plain as it is typed.
    await userEvent.click(editor);
    await userEvent.click(bold);
    await typeText('굵게');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'false'));
    await pressEnter();
    await typeText('보통');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'false'));
    await expect(within(editor).getByText('보통').closest('b')).toBeNull();

    // Off, then a list: the list item is plain, and so is the next one (italic this time).
    await pressEnter();
    await userEvent.click(bold);
    await typeText('다시 굵게');
    await userEvent.click(bold);
    await userEvent.click(canvas.getByRole('button', { name: '글머리 목록' }));
    await typeText('목록');
    await expect(within(editor).getByText('목록').closest('b')).toBeNull();
    await userEvent.click(italic);
    await typeText('기울임');
    await userEvent.click(italic);
    await pressEnter();
    await typeText('항목');
    await expect(within(editor).getByText('항목').closest('i')).toBeNull();
    await expect(within(editor).getByText('항목').closest('li')).not.toBeNull();
    await expect(htmlOf(editor)).not.toMatch(/<(b|i)>(보통|항목)/);
  },
};

export const EditorKeyboardAndLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const editor = canvas.getByRole('textbox', { name: '내용' });
    await userEvent.click(editor);
    await userEvent.keyboard('자료실 바로가기');
    select(editor);

    // Shift+Tab reaches the toolbar: one stop, arrows move, Enter presses.
    await userEvent.tab({ shift: true });
    const toolbar = canvas.getByRole('toolbar', { name: '서식' });
    await expect(canvas.getByRole('button', { name: '굵게' })).toHaveFocus();
    await expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '기울임' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '링크' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const panel = await body.findByRole('dialog', { name: '링크 넣기' });
    const address = within(panel).getByRole('textbox', { name: '주소' });
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(within(panel).getByText('링크로 쓸 수 없는 주소입니다.')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, '/resources{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '링크 넣기' })).toBeNull());
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(within(editor).getByRole('link', { name: '자료실 바로가기' })).toHaveAttribute(
      'href',
      '/resources',
    );

    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const onSubmit = args.onSubmit;
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(String(onSubmit.mock.calls[0]?.[0])).toBe('<a href="/resources">자료실 바로가기</a>');
  },
};

export const EditorLoadsHostileContentSanitised: Story = {
  render: (args) => <EditorForm defaultValue={hostile} onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: '내용' });
    await expect(within(editor).getByText('정상 문단')).toBeVisible();
    await expectNothingRan(editor);
  },
};

export const EditorInvalid: Story = {
  render: (args) => <EditorForm error="필수 입력 항목입니다." onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: '내용' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('필수 입력 항목입니다.');
  },
};

export const EditorDisabled: Story = {
  render: (args) => <EditorForm disabled defaultValue="<p>수정할 수 없음</p>" onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: '내용' });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: '굵게' })).toBeDisabled();
  },
};
