import { afterEach, beforeEach, expect, inject, vi } from 'vitest';
import type { TestContext } from 'vitest';
import { commands } from 'vitest/browser';
import type { ShotRegion } from './visual-command';
import { baselineName } from './visual-names';

// Every story's pixels, once its render and play function are done, compared with its committed
// baseline (visual-baselines.ts says where). A Vitest hook rather than a Storybook `afterEach`: it runs
// after addon-vitest's test body, while the story is still mounted (Storybook unmounts a story when
// the next one starts), and Storybook's own UI and build never load Vitest's APIs.

// The styles in one order, whichever stories run and in whatever order: stories share a page
// (isolate: false), and each style sheet is added as its module first loads, so a class that overrides
// another's property of the same specificity won or lost with the order the files happened to run in
// (a project's header dot drew 12 or 16 px). The kit's in the order its index loads them (as its
// published styles.css has them), then the app's by path.
async function loadStyles() {
  await import('@cdmnet/ui');
  if (inject('visualProject') !== 'app') return;
  const appStyles = import.meta.glob('/apps/web/src/**/*.css.ts');
  for (const file of Object.keys(appStyles).sort()) await appStyles[file]!();
}
// This file runs again before every story file; the page (and its styles) stays.
const page = globalThis as { visualStylesLoaded?: Promise<void> };
await (page.visualStylesLoaded ??= loadStyles());

// Dates drawn from "now" (a date picker's month, "3일 남음", "5분 전") would change every day, so each
// story runs at one instant. Only Date is faked: timers, animation frames and performance.now run as
// usual, so play functions that wait for a transition or a debounce still do. Real again after the
// story: Vitest names each file it loads by Date.now(), and a frozen clock made it reuse the first
// file's setup for the rest (their hooks, this one included, never ran). So a story reads "now" in
// its args, loaders, beforeEach or render, never at the top of its file.
const frozenNow = Date.parse('2026-12-07T12:00:00+09:00');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Fonts loaded, images (lazy ones too) decoded, animations and transitions at their end, and the
 * story's last update painted.
 */
async function settle() {
  await document.fonts.ready;
  const pending = [...document.images].filter((image) => !image.complete);
  for (const image of pending) image.loading = 'eager';
  await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
  // Storybook restarts every CSS animation as its test ends (it pauses them for its own afterEach,
  // then lets them go), so an open dialog is fading in again here, and a closing one fading out.
  // Finished now, with a frame for what follows (a closed dialog leaving the page) before the region
  // is measured; the shot itself would finish them only as it is taken.
  // (Otherwise no frame is waited for here: the shot itself draws the page as it is.)
  let finished = false;
  for (const animation of document.getAnimations()) {
    if (animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity)
      continue;
    animation.finish();
    finished = true;
  }
  if (finished) {
    await nextFrame();
    await nextFrame();
  }
}

/**
 * What the story shows, in viewport pixels: everything under <body> that has a size (the story's
 * root with whatever overflows it, and what it portalled there: dialogs, menus, toasts), and anything
 * fixed deeper down. A button's story gives a strip as tall as the button; an open dialog's overlay
 * gives the whole viewport.
 */
function shownRegion(): ShotRegion | undefined {
  let box: ShotRegion | undefined;
  const add = (left: number, top: number, right: number, bottom: number) => {
    if (right <= left || bottom <= top) return;
    box = box
      ? {
          left: Math.min(box.left, left),
          top: Math.min(box.top, top),
          right: Math.max(box.right, right),
          bottom: Math.max(box.bottom, bottom),
        }
      : { left, top, right, bottom };
  };
  for (const child of document.body.children) {
    const r = child.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    add(
      r.left,
      r.top,
      r.left + Math.max(r.width, child.scrollWidth),
      r.top + Math.max(r.height, child.scrollHeight),
    );
  }
  // offsetParent is null for fixed elements (and for hidden ones, which have no size).
  for (const el of document.body.getElementsByTagName('*')) {
    if (!(el instanceof HTMLElement) || el.offsetParent !== null) continue;
    const r = el.getBoundingClientRect();
    add(r.left, r.top, r.right, r.bottom);
  }
  return box;
}

/**
 * The region to shoot: what the story shows, within its viewport (1200 × 900), in whole pixels. A
 * page longer than that is compared as far as it is shown, as a reviewer first sees it: growing the
 * viewport to the page would lay it out again (and made a third of the shots twice as large).
 */
function shotRegion(): ShotRegion {
  const viewport = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const box = shownRegion();
  if (!box) return viewport;
  const region = {
    left: Math.max(0, Math.floor(box.left)),
    top: Math.max(0, Math.floor(box.top)),
    right: Math.min(innerWidth, Math.ceil(box.right)),
    bottom: Math.min(innerHeight, Math.ceil(box.bottom)),
  };
  // Nothing inside the viewport: the empty viewport is what a reviewer would see.
  return region.right > region.left && region.bottom > region.top ? region : viewport;
}

/** What addon-vitest puts on each story's test context. */
interface StoryContext {
  story?: { id: string; parameters: { chromatic?: { disableSnapshot?: boolean } } };
}

async function compareWithBaseline({ task, story }: TestContext & StoryContext) {
  // A story may opt out as it would of Chromatic; one that failed already says why (its baseline
  // stays, so it is still the story's).
  if (!story || story.parameters.chromatic?.disableSnapshot) return;
  const name = baselineName(story.id);
  task.meta.visualBaseline = name;
  if (task.result?.state === 'fail') return;

  // From the top of the page: where a play function leaves the window scrolled depends on timing
  // (the browser's scroll anchoring follows content that grows or shrinks above the view).
  if (scrollX !== 0 || scrollY !== 0) scrollTo(0, 0);
  await settle();
  const region = shotRegion();
  // The shots stop every animation (finite ones at their end, infinite ones at their start); without
  // transitions, stopping one cannot start a transition instead (an indeterminate progress bar's
  // slide, stopped, eased back across the shot).
  const stillness = document.createElement('style');
  stillness.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(stillness);
  try {
    await shootAndCompare(name, region);
  } finally {
    stillness.remove();
  }
}

async function shootAndCompare(name: string, region: ShotRegion) {
  const outcome = await commands.matchStoryScreenshot(name, region);
  if (outcome === 'same' || outcome === 'written') return;

  // Not the same bytes: Vitest's matcher compares the pixels (a page still settling gets shot again
  // until it holds still) and, when they differ, fails with the baseline, the actual shot and a diff
  // image, or says the baseline is missing.
  const frame = document.createElement('div');
  // An id, so Vitest finds this element by it rather than by its place among <body>'s children,
  // which a closing toast or dialog changes.
  frame.id = 'story-screenshot-frame';
  // Playwright shoots an element's box with everything painted in it: this one only marks the region.
  const { left, top, right, bottom } = region;
  frame.style.cssText = `position:fixed;left:${left}px;top:${top}px;width:${right - left}px;height:${bottom - top}px;opacity:0;pointer-events:none`;
  document.body.append(frame);
  try {
    // A plain expect, not expect.element: that one retries a failed comparison.
    await expect(frame).toMatchScreenshot(name);
  } catch (error) {
    if (outcome === 'missing' && error instanceof Error) {
      error.message += `\nA new story? \`pnpm test:stories:update\` writes its baseline (look at it, then commit it).`;
    }
    throw error;
  } finally {
    frame.remove();
  }
}

afterEach(async (context) => {
  try {
    await compareWithBaseline(context);
  } finally {
    vi.useRealTimers();
  }
});

declare module 'vitest' {
  interface TaskMeta {
    /** The baseline a story was compared with (visual-global-setup.ts lists the others). */
    visualBaseline?: string;
  }
}
