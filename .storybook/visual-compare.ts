/** A decoded RGBA image, as Vitest hands it to a comparator. */
interface Image {
  metadata: { width: number; height: number };
  data: Uint8Array | Uint8ClampedArray | Buffer;
}

/** How far (0–255, per channel) a colour may lie outside its neighbourhood's range: rounding. */
const slack = 6;

/**
 * Whether pixel `i` of `image` lies, channel by channel, within the range of `other`'s 3 × 3
 * neighbourhood around the same place.
 */
function withinNeighbourhood(image: Image, other: Image, x: number, y: number): boolean {
  const { width, height } = image.metadata;
  const i = (y * width + x) * 4;
  for (let channel = 0; channel < 3; channel++) {
    let low = 255;
    let high = 0;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
        const value = other.data[(ny * width + nx) * 4 + channel]!;
        if (value < low) low = value;
        if (value > high) high = value;
      }
    }
    const value = image.data[i + channel]!;
    if (value < low - slack || value > high + slack) return false;
  }
  return true;
}

/**
 * The pixel comparison behind a story's baseline, for shots whose PNG bytes differ from it
 * (visual-command.ts passes identical ones without decoding).
 *
 * Chromium does not always draw a story the same way twice: between runs of the same story it was
 * seen to draw a dialog's text half a pixel lower, a sticky table column's border a pixel apart,
 * and a badge's edge with other anti-aliasing — the same layout each time. So a pixel passes when
 * its colour lies within the range of the other image's pixels around it (3 × 3, either way round),
 * which is what drawing something up to a pixel apart changes. New, removed or recoloured content
 * has no such neighbour and fails: there is no count of differing pixels that is let through.
 *
 * The diff image shows the baseline faded, failing pixels red and tolerated ones yellow.
 */
export function neighbourhoodComparator(
  reference: Image,
  actual: Image,
  { createDiff }: { createDiff: boolean },
): { pass: boolean; diff: Uint8Array | null; message: string | null } {
  const { width, height } = reference.metadata;
  if (width !== actual.metadata.width || height !== actual.metadata.height) {
    return {
      pass: false,
      diff: null,
      message: `Expected ${width}×${height}px, but the story now shows ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  const diff = createDiff ? new Uint8Array(width * height * 4) : null;
  let failing = 0;
  let tolerated = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const a = reference.data;
      const b = actual.data;
      let colour: [number, number, number];
      if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2]) {
        const grey = 255 - (255 - Math.round(0.3 * a[i]! + 0.59 * a[i + 1]! + 0.11 * a[i + 2]!)) * 0.2;
        colour = [grey, grey, grey];
      } else if (
        withinNeighbourhood(actual, reference, x, y) &&
        withinNeighbourhood(reference, actual, x, y)
      ) {
        tolerated++;
        colour = [255, 200, 0];
      } else {
        failing++;
        colour = [255, 0, 0];
      }
      if (diff) diff.set([...colour, 255], i);
    }
  }
  return {
    pass: failing === 0,
    diff,
    message:
      failing === 0
        ? null
        : `${failing} pixels differ (ratio ${(failing / (width * height)).toFixed(4)})` +
          (tolerated > 0 ? `; ${tolerated} more moved by less than a pixel, which is tolerated.` : '.'),
  };
}

declare module '@vitest/browser/context' {
  interface ScreenshotComparatorRegistry {
    neighbourhood: Record<string, never>;
  }
}
