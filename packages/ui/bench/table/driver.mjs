// What the table benches share (this kit's page and apps/web/bench/network-table): Chromium's flags, a
// loopback server for a built page with logo pictures, one measured run of a page's `window.__bench`, and
// the median. Each bench builds its own page and prints its own report.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

/** The network organisations table of spec §2 at the scale both benches measure, and the filter typed. */
export const ROW_COUNT = 10_000;
export const FILTER_KEY = '대학교병원';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The flags of .storybook/chromium.ts (read from it, so the two never drift apart). */
export function chromiumArgs() {
  const fallback = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  try {
    const source = readFileSync(path.join(repoDir, '.storybook/chromium.ts'), 'utf8');
    const list = /chromiumArgs\s*=\s*\[([^\]]*)\]/.exec(source)?.[1];
    const args = list ? [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]) : [];
    return args.length > 0 ? args : fallback;
  } catch {
    return fallback;
  }
}

const mime = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

/** A 36×36 PNG of one colour: an organisation's logo, as the API would serve it (a raster image). */
function logoPng(id) {
  const size = 36;
  const [r, g, b] = [(id * 67) % 200, (id * 131) % 200, (id * 199) % 200];
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // `/logo/N.png` (the kit's page) or `/api/v1/files/N` (the web app's logos).
    const logo = /^\/(?:logo\/(\d+)\.png|api\/v1\/files\/(\d+))$/.exec(url.pathname);
    if (logo) {
      response.writeHead(200, { 'content-type': mime['.png'], 'cache-control': 'max-age=3600' });
      response.end(logoPng(Number(logo[1] ?? logo[2])));
      return;
    }
    const file = path.normalize(
      path.join(dir, url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname),
    );
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': mime[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function oneRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => globalThis.__bench !== undefined, undefined, { polling: 10 });
    const result = {};
    result.firstRows = await page.evaluate(() => globalThis.__bench.firstRows());
    result.rowCount = await page.evaluate(() => globalThis.__bench.rowCount());
    if (result.rowCount !== ROW_COUNT)
      throw new Error(`expected ${ROW_COUNT} rows, the table says ${result.rowCount}`);
    // A user reads the page before acting; idle work (the search keys) happens meanwhile.
    await wait(1000);
    result.idle = await page.evaluate(() => globalThis.__bench.idle());

    const sort = async (label, expected) => {
      const timing = await page.evaluate((name) => globalThis.__bench.sort(name), label);
      if (timing.ariaSort !== expected)
        throw new Error(`${label}: aria-sort ${timing.ariaSort}, expected ${expected}`);
      await wait(100);
      return timing;
    };
    result.sortNameAsc = await sort('기관명', 'ascending');
    result.sortNameDesc = await sort('기관명', 'descending');
    result.sortNameNone = await sort('기관명', 'none');
    result.sortNameAscAgain = await sort('기관명', 'ascending');
    await sort('기관명', 'descending');
    await sort('기관명', 'none');
    result.sortPatientsAsc = await sort('환자 수', 'ascending');
    result.sortPatientsDesc = await sort('환자 수', 'descending');
    await sort('환자 수', 'none');
    result.sortPatientsAscAgain = await sort('환자 수', 'ascending');
    await sort('환자 수', 'descending');
    await sort('환자 수', 'none');

    result.keys = [];
    for (const char of FILTER_KEY) {
      result.keys.push(await page.evaluate((c) => globalThis.__bench.type(c), char));
      await wait(60);
    }
    result.filteredRows = await page.evaluate(() => globalThis.__bench.rowCount());
    await wait(100);
    result.clear = await page.evaluate(() => globalThis.__bench.clear());
    await wait(100);
    result.paste = await page.evaluate((text) => globalThis.__bench.paste(text), FILTER_KEY);
    await wait(100);
    result.clearAfterPaste = await page.evaluate(() => globalThis.__bench.clear());
    await wait(100);
    result.scrollToEnd = await page.evaluate(() => globalThis.__bench.scrollToEnd());
    await wait(200);

    await page.evaluate(() => {
      // --js-flags=--expose-gc
      /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    result.heap = heap.usedSize;
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);

    // A second page: the first sort clicked at once, before idle time prepared any order.
    const cold = await context.newPage();
    await cold.goto(`${url}?sortAtOnce=${encodeURIComponent('기관명')}`, { waitUntil: 'commit' });
    await cold.waitForFunction(() => globalThis.__bench !== undefined, undefined, { polling: 10 });
    result.sortNameCold = await cold.evaluate(() => globalThis.__bench.sortedAtOnce());
    if (result.sortNameCold?.ariaSort !== 'ascending') throw new Error('the sort at once did not happen');

    return result;
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
