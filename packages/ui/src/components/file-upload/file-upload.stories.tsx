import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './file-upload';

const MB = 1024 * 1024;

const csv = (name: string, size = 128) =>
  new File([new Uint8Array(size)], name, { type: 'text/csv', lastModified: 1_700_000_000_000 });

/** The hidden file input the button opens; tests give it files as the picker would. */
const fileInput = (root: HTMLElement): HTMLInputElement => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  return input;
};

/** Drops files on an element the way a browser does: dragenter, dragover, drop. */
const dropFiles = (target: Element, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop'] as const) {
    target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
};

// The picker filters by `accept`; a user can still pick "all files", so the tests do too.
const picker = () => userEvent.setup({ applyAccept: false });

const meta = {
  title: 'UI/FileUpload',
  component: FileUpload,
  args: {
    label: '결과 파일',
    accept: ['.csv', '.xlsx'],
    maxSize: 10 * MB,
    multiple: true,
    disabled: false,
    onFilesChange: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('group', { name: '결과 파일' });
    const button = within(zone).getByRole('button', { name: '파일 선택' });
    await expect(button).toHaveAccessibleDescription('허용 형식: CSV, XLSX · 최대 10MB');
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', '.csv,.xlsx');
    await expect(input).toHaveAttribute('tabindex', '-1');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await picker().upload(fileInput(canvasElement), [csv('a.csv', 2048), csv('b.csv')]);

    const list = canvas.getByRole('list', { name: '선택한 파일' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('a.csv')).toBeVisible();
    await expect(within(list).getByText('2KB')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.csv' }),
      expect.objectContaining({ name: 'b.csv' }),
    ]);

    // Adding more keeps the list; the same file again is not listed twice.
    await picker().upload(fileInput(canvasElement), [csv('c.csv'), csv('a.csv', 2048)]);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'a.csv 삭제' }));
    await expect(canvas.queryByText('a.csv')).toBeNull();
    // Focus moves to the next file's remove button, not to the page.
    await expect(canvas.getByRole('button', { name: 'b.csv 삭제' })).toHaveFocus();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'b.csv' }),
      expect.objectContaining({ name: 'c.csv' }),
    ]);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const RejectsType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await picker().upload(fileInput(canvasElement), [
      new File(['MZ'], 'report.exe', { type: 'application/x-msdownload' }),
      csv('ok.csv'),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('report.exe: 허용되지 않는 파일 형식입니다.');
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveAccessibleDescription(
      '허용 형식: CSV, XLSX · 최대 10MB report.exe: 허용되지 않는 파일 형식입니다.',
    );
    // The valid file in the same batch still gets in.
    await expect(within(canvas.getByRole('list', { name: '선택한 파일' })).getByText('ok.csv')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: 'type', message: 'report.exe: 허용되지 않는 파일 형식입니다.' }),
    ]);
  },
};

export const RejectsSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await picker().upload(fileInput(canvasElement), [csv('big.csv', 10 * MB + 1)]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('big.csv: 10MB 이하 파일만 올릴 수 있습니다.');
    await expect(canvas.queryByRole('list', { name: '선택한 파일' })).toBeNull();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'size' })]);

    // The next choice replaces the messages.
    await picker().upload(fileInput(canvasElement), [csv('small.csv')]);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('group', { name: '결과 파일' });

    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(csv('dragged.csv'));
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    await expect(within(zone).getByText('이곳에 놓으면 추가됩니다.')).toBeVisible();
    zone.dispatchEvent(new DragEvent('dragleave', { dataTransfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));

    dropFiles(zone, [csv('dropped.csv'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    const list = await canvas.findByRole('list', { name: '선택한 파일' });
    await expect(within(list).getByText('dropped.csv')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('notes.txt: 허용되지 않는 파일 형식입니다.');
    await expect(zone).not.toHaveAttribute('data-dragging');
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  },
};

export const SingleFile: Story = {
  args: { multiple: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fileInput(canvasElement)).not.toHaveAttribute('multiple');
    await picker().upload(fileInput(canvasElement), csv('first.csv'));
    await picker().upload(fileInput(canvasElement), csv('second.csv'));
    const list = canvas.getByRole('list', { name: '선택한 파일' });
    // A new choice replaces the old one.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('second.csv')).toBeVisible();

    dropFiles(canvas.getByRole('group', { name: '결과 파일' }), [csv('one.csv'), csv('two.csv')]);
    await expect(await canvas.findByText('one.csv')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('two.csv: 파일은 하나만 올릴 수 있습니다.');
  },
};

export const MaxFiles: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveAccessibleDescription(
      '허용 형식: CSV, XLSX · 최대 10MB · 최대 2개',
    );
    await picker().upload(fileInput(canvasElement), [csv('a.csv'), csv('b.csv'), csv('c.csv')]);
    const list = canvas.getByRole('list', { name: '선택한 파일' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('c.csv: 파일은 최대 2개까지 올릴 수 있습니다.');
  },
};

export const Keyboard: Story = {
  args: { defaultFiles: [csv('existing.csv')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const opened = fn();
    input.addEventListener('click', opened);

    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: '파일 선택' });
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(opened).toHaveBeenCalledTimes(2);

    // The hidden input is skipped: the next stop is the file's remove button.
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'existing.csv 삭제' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list')).toBeNull();
    // With the list empty, focus returns to the button.
    await expect(choose).toHaveFocus();
    input.removeEventListener('click', opened);
  },
};

const progressByName: Record<string, number> = { 'waiting.csv': 0, 'halfway.csv': 45, 'done.csv': 100 };

export const WithProgress: Story = {
  args: {
    defaultFiles: [csv('waiting.csv'), csv('halfway.csv'), csv('done.csv'), csv('queued.csv')],
    getProgress: (file: File) => progressByName[file.name],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'waiting.csv 업로드 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const halfway = canvas.getByRole('progressbar', { name: 'halfway.csv 업로드 진행률' });
    await expect(halfway).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByRole('progressbar', { name: 'done.csv 업로드 진행률' })).toHaveAttribute(
      'data-state',
      'complete',
    );
    // No progress reported: no bar.
    await expect(canvas.queryByRole('progressbar', { name: 'queued.csv 업로드 진행률' })).toBeNull();
  },
};

/** The caller uploads and reports progress; here a timer stands in for the request. */
function UploadingDemo() {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const upload = () => {
    for (const file of files) {
      let value = 0;
      const timer = window.setInterval(() => {
        value = Math.min(100, value + 20);
        setProgress((current) => ({ ...current, [file.name]: value }));
        if (value === 100) window.clearInterval(timer);
      }, 40);
    }
  };
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <FileUpload
        label="결과 파일"
        accept={['.csv']}
        multiple
        files={files}
        onFilesChange={setFiles}
        getProgress={(file) => progress[file.name]}
      />
      <button type="button" onClick={upload} disabled={files.length === 0}>
        업로드
      </button>
    </div>
  );
}

export const Uploading: Story = {
  render: () => <UploadingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await picker().upload(fileInput(canvasElement), [csv('result.csv')]);
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    const bar = await canvas.findByRole('progressbar', { name: 'result.csv 업로드 진행률' });
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'complete'));
  },
};

export const WithFormError: Story = {
  args: { error: '결과 파일을 선택하십시오.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('결과 파일을 선택하십시오.');
    await expect(canvas.getByRole('group', { name: '결과 파일' })).toHaveAttribute('data-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultFiles: [csv('locked.csv')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'locked.csv 삭제' })).toBeDisabled();
    dropFiles(canvas.getByRole('group', { name: '결과 파일' }), [csv('late.csv')]);
    await expect(canvas.queryByText('late.csv')).toBeNull();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

export const CustomMessages: Story = {
  args: {
    label: 'Result files',
    messages: {
      chooseFile: 'Choose files',
      dropPrompt: 'Drop files here or',
      acceptHint: (types: string) => `Accepted: ${types}`,
      maxSizeHint: (size: string) => `up to ${size}`,
      invalidType: (name: string) => `${name}: this type is not accepted.`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose files' });
    await expect(button).toHaveAccessibleDescription('Accepted: CSV, XLSX · up to 10MB');
    await picker().upload(fileInput(canvasElement), [new File(['x'], 'run.sh')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('run.sh: this type is not accepted.');
  },
};
