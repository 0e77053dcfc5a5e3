import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyEndpoint } from '@cdmnet/api';
import { failingUntilRetried, hanging, screen } from '../testing/story-helpers';

/** What a record page (page-anatomy.tsx's RecordPageStandIn) says while its record is not shown. */
export interface RecordPageStoryCopy {
  /** The call that brings the record. */
  endpoint: AnyEndpoint;
  /** The world the page otherwise reads. */
  handlers: () => HttpHandler[];
  /** The title's hidden words while it loads. */
  loadingTitle: string;
  back: { name: string; href: string };
  /** An action the page offers only with its record (삭제, 실행 취소). */
  recordAction: string;
  failed: string;
  /** Resolves once the record is shown. */
  shown: (canvasElement: HTMLElement) => Promise<HTMLElement>;
}

/**
 * The Loading and Error stories of a record page (an analysis, an execution): while it loads, the
 * title says so and the way back is there, none of the record's actions yet; when it failed, the page
 * says so once (no toast besides) and 다시 시도 brings the record.
 */
export function recordPageStories(copy: RecordPageStoryCopy) {
  const failure = failingUntilRetried(copy.endpoint);
  const loading = {
    parameters: { msw: { handlers: [hanging(copy.endpoint), ...copy.handlers()] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 2, name: copy.loadingTitle })).toBeVisible();
      await expect(canvas.getByRole('link', { name: copy.back.name })).toHaveAttribute(
        'href',
        copy.back.href,
      );
      await expect(canvas.queryByRole('button', { name: copy.recordAction })).toBeNull();
    },
  };
  const error = {
    name: 'Error',
    beforeEach: () => {
      failure.state.failing = true;
    },
    parameters: { msw: { handlers: [failure.handler, ...copy.handlers()] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(copy.failed)).toBeVisible();
      // Said once, by the page: the failure is not toasted as well.
      await expect(screen(canvasElement).queryByText('Internal server error')).toBeNull();
      failure.state.failing = false;
      await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
      await expect(await copy.shown(canvasElement)).toBeVisible();
    },
  };
  return { loading, error };
}
