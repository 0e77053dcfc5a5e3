import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Frame } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import { baselineDir } from './visual-baselines';
import { neighbourhoodComparator } from './visual-compare';

/** A region of the story's viewport, in CSS pixels. */
export interface ShotRegion {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * `same`: the shot is the baseline, byte for byte. `written`: an update (`-u`) wrote it. `differs` /
 * `missing`: Vitest's `toMatchScreenshot` has to look (visual-setup.ts).
 */
export type ShotOutcome = 'same' | 'written' | 'differs' | 'missing';

/** How many shots an update takes at most while waiting for one to come again. */
const updateAttempts = 10;

/** Where each story iframe sits on the page: it does not move, and asking cost a round trip a story. */
const iframeOrigins = new WeakMap<Frame, Promise<{ x: number; y: number }>>();
function iframeOrigin(frame: Frame) {
  let origin = iframeOrigins.get(frame);
  if (!origin) {
    origin = frame.frameElement().then(async (element) => {
      const box = await element.boundingBox();
      if (!box) throw new Error('The story iframe is not on the page.');
      return { x: box.x, y: box.y };
    });
    iframeOrigins.set(frame, origin);
  }
  return origin;
}

/**
 * The fast path of the comparison, in Node. Chromium encodes the same pixels to the same PNG bytes,
 * and the baselines are Chromium's own PNGs, so most unchanged stories cost one shot and one file read,
 * without decoding (pngjs takes tens of milliseconds for a 1200 × 900 image). The shot is a clip of the
 * page rather than of an element, which also skips Playwright's wait for the element to hold still.
 * Only a real difference (or a missing baseline) goes on to Vitest's matcher, for its report.
 */
export const matchStoryScreenshot: BrowserCommand<[name: string, region: ShotRegion], ShotOutcome> = async (
  context,
  name,
  region,
) => {
  const file = path.join(baselineDir(context.project.getProvidedContext().visualProject), `${name}.png`);
  const origin = await iframeOrigin(await context.frame());
  const clip = {
    x: origin.x + region.left,
    y: origin.y + region.top,
    width: region.right - region.left,
    height: region.bottom - region.top,
  };
  // As toMatchScreenshot shoots: finite animations at their end, infinite ones (spinners) at their
  // start, and no text caret.
  const shoot = () => context.page.screenshot({ clip, animations: 'disabled', caret: 'hide' });

  const [baseline, first] = await Promise.all([readFile(file).catch(() => undefined), shoot()]);
  if (baseline?.equals(first)) return 'same';
  // Chromium draws some stories a pixel apart from one run to the next (about one in ten: an
  // anti-aliased edge, a toast's shadow). By the matcher's own rule that is the same picture, settled
  // here at the cost of two decodings (Vitest's matcher shoots until the page holds still and took over
  // a second a story), and an update leaves its baseline alone.
  if (baseline && neighbourhoodComparator(decoded(baseline), decoded(first), { createDiff: false }).pass)
    return 'same';

  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  if (update === 'all' || (update === 'new' && !baseline)) {
    // A baseline is written only once a shot comes again, so it never catches a change midway. Not
    // necessarily the one just before: an indeterminate bar was shot as two renderings in turn, its
    // anti-aliased edges a pixel apart (which the comparison tolerates), never twice in a row.
    const shots = [first];
    let shot: Buffer | undefined;
    while (!shot) {
      const next = await shoot();
      shot = shots.find((earlier) => earlier.equals(next));
      shots.push(next);
      if (!shot && shots.length > updateAttempts) throw new Error(`${name}: no shot came twice.`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, shot);
    return 'written';
  }
  return baseline ? 'differs' : 'missing';
};

function decoded(png: Buffer) {
  const image = PNG.sync.read(png);
  return { metadata: { width: image.width, height: image.height }, data: image.data };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryScreenshot: (name: string, region: ShotRegion) => Promise<ShotOutcome>;
  }
}
