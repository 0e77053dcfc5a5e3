/**
 * The DataTable's own row model: search, column filters and sorting over INDICES into the data
 * array. No per-row object is created here (a table library's row objects cost ~50 ms at first
 * paint and ~10 ms per keystroke on 10,000 rows); the table builds cells only for the rows it
 * renders.
 *
 * What keeps it fast on 10,000 rows (measured by `packages/ui/bench/table`):
 * - one lower-case search key per row, built in idle time after the first paint, in slices;
 * - a query that extends the previous one is matched only against the previous matches;
 * - one sorted index array per column and direction, reused; each sortable column's ascending
 *   order is also prepared in idle slices, so the first click on a header finds it ready;
 * - one `Intl.Collator('ko')`, with shortcuts (Hangul syllables, digit runs) where they give the
 *   collator's answer, and each distinct text compared once.
 */

/** A cell's raw value, as read by a column's accessor. */
export type DataTableValue = string | number | boolean | Date | null | undefined;

export interface RowModelColumn<T> {
  readonly id: string;
  /** Reads the value the column sorts by; absent when the column does not sort. */
  readonly sortValue?: ((row: T) => DataTableValue) | undefined;
  /** Reads the text the keyword search looks into; absent when the column is not searched. */
  readonly searchText?: ((row: T) => string) | undefined;
  /** Reads the value the column's multi-select filter compares; absent when it has no filter. */
  readonly filterValue?: ((row: T) => string) | undefined;
}

export interface RowModelFilter {
  readonly id: string;
  /** The row passes when its value is one of these; an empty list filters nothing. */
  readonly values: readonly string[];
}

export interface RowModelSort {
  readonly id: string;
  readonly desc: boolean;
}

export interface RowModelQuery {
  readonly search: string;
  readonly filters: readonly RowModelFilter[];
  readonly sort: RowModelSort | null;
}

let sharedCollator: Intl.Collator | undefined;
const collator = (): Intl.Collator => (sharedCollator ??= new Intl.Collator('ko', { numeric: true }));

const HANGUL_FIRST = 0xac00;
const HANGUL_COUNT = 11172;

/** Conjoining jamo, compatibility jamo and combining marks: they change the syllable before them. */
const isCombining = (code: number): boolean =>
  (code >= 0x0300 && code <= 0x036f) ||
  (code >= 0x1100 && code <= 0x11ff) ||
  (code >= 0x3130 && code <= 0x318f) ||
  (code >= 0xa960 && code <= 0xa97f) ||
  (code >= 0xd7b0 && code <= 0xd7ff);

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

const SPACE = 0x20;

/** A precomposed Hangul syllable at `at`, not changed by a jamo or mark after it. */
const isSyllable = (text: string, at: number): boolean => {
  const offset = text.charCodeAt(at) - HANGUL_FIRST;
  return offset >= 0 && offset < HANGUL_COUNT && !isCombining(text.charCodeAt(at + 1));
};

/** Whether what starts at `at` sorts before a final consonant: the end, a space, a digit, a syllable. */
const sortsBeforeFinal = (text: string, at: number): boolean => {
  if (at >= text.length) return true;
  const code = text.charCodeAt(at);
  return code === SPACE || isDigit(code) || isSyllable(text, at);
};

const otherDigit = /\p{Nd}/u;
/** A digit the numeric collation also reads (fullwidth, Arabic-Indic, ...), or half of a pair. */
const mayBeOtherDigit = (code: number): boolean =>
  code >= 0x80 &&
  // Hangul syllables are no digits: the common case skips the pattern.
  !(code >= HANGUL_FIRST && code < HANGUL_FIRST + HANGUL_COUNT) &&
  ((code >= 0xd800 && code <= 0xdfff) || otherDigit.test(String.fromCharCode(code)));

/**
 * Compares the digit runs of `a` and `b` that contain index `at` (both start at `start`) by
 * value, as numeric collation does; 0 when it cannot tell (equal values, other digits around).
 */
function compareDigitRuns(a: string, b: string, start: number, at: number): number {
  let endA = at;
  while (endA < a.length && isDigit(a.charCodeAt(endA))) endA++;
  let endB = at;
  while (endB < b.length && isDigit(b.charCodeAt(endB))) endB++;
  // A run that goes on in other digits is left to the collator.
  if (
    (start > 0 && mayBeOtherDigit(a.charCodeAt(start - 1))) ||
    mayBeOtherDigit(a.charCodeAt(endA)) ||
    mayBeOtherDigit(b.charCodeAt(endB))
  ) {
    return 0;
  }
  let firstA = start;
  while (firstA < endA && a.charCodeAt(firstA) === 0x30) firstA++;
  let firstB = start;
  while (firstB < endB && b.charCodeAt(firstB) === 0x30) firstB++;
  const lengthA = endA - firstA;
  const lengthB = endB - firstB;
  if (lengthA !== lengthB) return lengthA - lengthB;
  for (let i = 0; i < lengthA; i++) {
    const difference = a.charCodeAt(firstA + i) - b.charCodeAt(firstB + i);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Orders two strings as `Intl.Collator('ko', { numeric: true })` does, several times faster on
 * Korean names. Where the strings first differ, shortcuts give the collator's answer without
 * asking it (on the network table's names it is never asked, so a first sort does not wait for
 * the collator to load its Korean data either):
 * - two precomposed Hangul syllables whose leading consonant and vowel differ, or which both have
 *   a (different) final consonant: their code points;
 * - a syllable without a final consonant against the same syllable with one (`서` against `성`):
 *   the final consonant sorts after the end of the text, a space, a digit and the start of a
 *   syllable, so `서울` comes first. Before anything else (the `ko` collation puts Latin letters
 *   after Hangul, `서a` after `성`) the collator decides;
 * - a space against a Hangul syllable: the space, as spaces sort before letters;
 * - a run of ASCII digits: the runs' numeric values, when they differ.
 * Every other case asks the collator; row-model.test.ts checks the agreement on random strings.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i < length) {
    const codeA = a.charCodeAt(i);
    const codeB = b.charCodeAt(i);
    const x = codeA - HANGUL_FIRST;
    const y = codeB - HANGUL_FIRST;
    const syllableA = isSyllable(a, i);
    const syllableB = isSyllable(b, i);
    if (syllableA && syllableB) {
      // A syllable is ((lead * 21) + vowel) * 28 + final.
      const leadVowelX = (x / 28) | 0;
      const leadVowelY = (y / 28) | 0;
      if (leadVowelX !== leadVowelY) return leadVowelX - leadVowelY;
      const finalX = x % 28;
      const finalY = y % 28;
      if (finalX !== 0 && finalY !== 0) return finalX - finalY;
      // One has no final consonant: what follows it meets the other's final consonant.
      if (finalX === 0 && sortsBeforeFinal(a, i + 1)) return -1;
      if (finalY === 0 && sortsBeforeFinal(b, i + 1)) return 1;
    } else if ((codeA === SPACE && syllableB) || (syllableA && codeB === SPACE)) {
      return codeA === SPACE ? -1 : 1;
    } else {
      const digitA = isDigit(codeA);
      const digitB = isDigit(codeB);
      const inRun = i > 0 && isDigit(a.charCodeAt(i - 1));
      if ((digitA && digitB) || ((digitA || digitB) && inRun)) {
        let start = i;
        while (start > 0 && isDigit(a.charCodeAt(start - 1))) start--;
        const byValue = compareDigitRuns(a, b, start, i);
        if (byValue !== 0) return byValue;
      }
    }
  }
  return collator().compare(a, b);
}

/** Lower-cases and trims a search query the way search keys are built. */
export const normalizeQuery = (query: string): string => query.trim().toLowerCase();

interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** `requestIdleCallback`, or a short timeout where the browser has none (Safari). */
function requestIdle(callback: (deadline: IdleDeadlineLike) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const start = Date.now();
    callback({ timeRemaining: () => Math.max(0, 30 - (Date.now() - start)) });
  }, 50);
  return () => clearTimeout(id);
}

/**
 * Runs `callback` in idle time once the next frame has been painted: before the first paint the
 * browser may call a page idle for up to 50 ms, and the table's first rows must not wait for it.
 */
function requestIdleAfterPaint(callback: (deadline: IdleDeadlineLike) => void): () => void {
  let cancel = () => {};
  if (typeof requestAnimationFrame !== 'function') return requestIdle(callback);
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      cancel = requestIdle(callback);
    }, 0);
    cancel = () => clearTimeout(timer);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}

/** Longest stretch (ms) of idle work at once: a frame or a keystroke never waits longer for it. */
const IDLE_SLICE_MS = 4;

/** Rows keyed per idle slice even when the browser says no time is left (a timed-out callback). */
const MIN_IDLE_BATCH = 256;
/** Comparisons (about) between two checks of the idle deadline while sorting. */
const SORT_SLICE = 1024;

type SortKey = string | number;

const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

export class RowModel<T> {
  readonly size: number;
  private readonly data: readonly T[];
  private readonly columns: ReadonlyMap<string, RowModelColumn<T>>;
  private readonly searchable: readonly RowModelColumn<T>[];

  private readonly searchKeys: string[];
  private searchKeysReady = 0;
  private identityRows: Int32Array | undefined;
  private readonly filterValues = new Map<string, string[]>();
  private readonly sortOrders = new Map<string, Int32Array>();
  /** Per sorted column: each row's sort key, and how many rows have none (they sort last). */
  private readonly sortKeys = new Map<string, { keys: SortKey[]; emptyCount: number }>();
  /** Sorts begun in idle time and not finished yet, by column. */
  private readonly sortJobs = new Map<string, Generator<void, Int32Array | undefined>>();
  private lastBase: { key: string; rows: Int32Array } | undefined;
  private lastSearch: { base: Int32Array; query: string; rows: Int32Array } | undefined;
  private marks: Uint8Array | undefined;

  constructor(data: readonly T[], columns: readonly RowModelColumn<T>[]) {
    this.data = data;
    this.size = data.length;
    this.columns = new Map(columns.map((column) => [column.id, column]));
    this.searchable = columns.filter((column) => column.searchText !== undefined);
    this.searchKeys = new Array<string>(this.size);
  }

  /** Every row, in data order. */
  get all(): Int32Array {
    if (!this.identityRows) {
      const rows = new Int32Array(this.size);
      for (let i = 0; i < rows.length; i++) rows[i] = i;
      this.identityRows = rows;
    }
    return this.identityRows;
  }

  /** The indices of the rows to show, in display order. */
  rows(query: RowModelQuery): Int32Array {
    const base = this.filtered(query.filters);
    const matched = this.searched(base, normalizeQuery(query.search));
    return query.sort ? this.sorted(matched, query.sort) : matched;
  }

  /**
   * Prepares in idle time what the first keystroke and the first sorts need: the search keys, then
   * the ascending order of each sortable column (the collator, whose Korean data takes 10–40 ms to
   * load, only if a comparison needs it). It starts after the first paint and runs in slices of a few
   * milliseconds, so that neither a frame nor a keystroke waits behind it. Returns a function that
   * stops the work; whatever is missing is then done on demand.
   */
  prepare(): () => void {
    let cancel: (() => void) | undefined;
    if (this.searchable.length === 0) this.searchKeysReady = this.size;
    const sortable = [...this.columns.values()].filter((column) => column.sortValue !== undefined);
    const pendingSorts = sortable.map((column) => column.id);
    const step = (idle: IdleDeadlineLike) => {
      const sliceEnd = performance.now() + IDLE_SLICE_MS;
      const deadline = { timeRemaining: () => Math.min(idle.timeRemaining(), sliceEnd - performance.now()) };
      let batch = 0;
      while (this.searchKeysReady < this.size && (batch < MIN_IDLE_BATCH || deadline.timeRemaining() > 0)) {
        this.keyRow(this.searchKeysReady);
        this.searchKeysReady++;
        batch++;
      }
      while (this.searchKeysReady === this.size && pendingSorts.length > 0 && deadline.timeRemaining() > 0) {
        const columnId = pendingSorts[0] as string;
        if (this.advanceSort(columnId, deadline)) pendingSorts.shift();
      }
      const done = this.searchKeysReady === this.size && pendingSorts.length === 0;
      cancel = done ? undefined : requestIdle(step);
    };
    cancel = requestIdleAfterPaint(step);
    return () => cancel?.();
  }

  /** The distinct filter values of a column, in Korean order (the default filter options). */
  distinctValues(columnId: string): string[] {
    const values = this.filterValuesOf(columnId);
    if (!values) return [];
    return [...new Set(values)].filter((value) => value !== '').sort(compareText);
  }

  private keyRow(index: number): void {
    const row = this.data[index] as T;
    let key = '';
    for (let c = 0; c < this.searchable.length; c++) {
      const text = (this.searchable[c] as RowModelColumn<T>).searchText?.(row) ?? '';
      // A separator no query contains keeps a match inside one column's text.
      key = c === 0 ? text.toLowerCase() : `${key}\n${text.toLowerCase()}`;
    }
    this.searchKeys[index] = key;
  }

  private ensureSearchKeys(): void {
    while (this.searchKeysReady < this.size) {
      this.keyRow(this.searchKeysReady);
      this.searchKeysReady++;
    }
  }

  private filterValuesOf(columnId: string): string[] | undefined {
    let values = this.filterValues.get(columnId);
    if (values) return values;
    const read = this.columns.get(columnId)?.filterValue;
    if (!read) return undefined;
    values = new Array<string>(this.size);
    for (let i = 0; i < this.size; i++) values[i] = read(this.data[i] as T);
    this.filterValues.set(columnId, values);
    return values;
  }

  private filtered(filters: readonly RowModelFilter[]): Int32Array {
    const active = filters.filter((filter) => filter.values.length > 0 && this.columns.has(filter.id));
    if (active.length === 0) return this.all;
    const key = JSON.stringify(active.map((filter) => [filter.id, [...filter.values].sort()]));
    if (this.lastBase?.key === key) return this.lastBase.rows;
    const tests = active.map((filter) => ({
      values: this.filterValuesOf(filter.id) ?? [],
      accepted: new Set(filter.values),
    }));
    const rows = new Int32Array(this.size);
    let count = 0;
    for (let i = 0; i < this.size; i++) {
      if (tests.every((test) => test.accepted.has(test.values[i] ?? ''))) rows[count++] = i;
    }
    const result = rows.slice(0, count);
    this.lastBase = { key, rows: result };
    return result;
  }

  private searched(base: Int32Array, query: string): Int32Array {
    if (query === '' || this.searchable.length === 0) return base;
    const last = this.lastSearch;
    if (last && last.base === base && last.query === query) return last.rows;
    // Rows that contain "seoul" all contain "seo": a growing query only narrows the last matches.
    const candidates = last && last.base === base && query.includes(last.query) ? last.rows : base;
    this.ensureSearchKeys();
    const keys = this.searchKeys;
    const rows = new Int32Array(candidates.length);
    let count = 0;
    for (let i = 0; i < candidates.length; i++) {
      const index = candidates[i] as number;
      if ((keys[index] as string).includes(query)) rows[count++] = index;
    }
    const result = count === rows.length ? rows : rows.slice(0, count);
    this.lastSearch = { base, query, rows: result };
    return result;
  }

  private sorted(rows: Int32Array, sort: RowModelSort): Int32Array {
    const order = this.order(sort.id, sort.desc);
    if (!order) return rows;
    if (rows === this.all) return order;
    if (rows.length === 0) return rows;
    // Keep the cached order, dropping the rows that did not match: O(n), no comparison.
    const marks = (this.marks ??= new Uint8Array(this.size));
    for (let i = 0; i < rows.length; i++) marks[rows[i] as number] = 1;
    const result = new Int32Array(rows.length);
    let count = 0;
    for (let i = 0; i < order.length && count < result.length; i++) {
      const index = order[i] as number;
      if (marks[index] === 1) {
        result[count++] = index;
        marks[index] = 0;
      }
    }
    return result;
  }

  /** The cached order of every row by a column; empty values last in both directions. */
  private order(columnId: string, desc: boolean): Int32Array | undefined {
    const cacheKey = `${columnId}\n${desc ? 'desc' : 'asc'}`;
    const cached = this.sortOrders.get(cacheKey);
    if (cached) return cached;
    if (desc) {
      const ascending = this.order(columnId, false);
      const sortKeys = this.sortKeys.get(columnId);
      if (!ascending || !sortKeys) return undefined;
      const result = reverseKeepingTies(ascending, sortKeys.keys, sortKeys.emptyCount);
      this.sortOrders.set(cacheKey, result);
      return result;
    }
    // A sort begun in idle time is finished; otherwise the engine's own sort is faster in one go.
    const job = this.sortJobs.get(columnId) ?? this.ascendingOrder(columnId, false);
    let step = job.next();
    while (!step.done) step = job.next();
    this.sortJobs.delete(columnId);
    if (step.value) this.sortOrders.set(cacheKey, step.value);
    return step.value;
  }

  /** Runs the column's ascending sort until the deadline; true once it is done. */
  private advanceSort(columnId: string, deadline: IdleDeadlineLike): boolean {
    if (this.sortOrders.has(`${columnId}\nasc`)) return true;
    let job = this.sortJobs.get(columnId);
    if (!job) {
      job = this.ascendingOrder(columnId, true);
      this.sortJobs.set(columnId, job);
    }
    while (deadline.timeRemaining() > 0) {
      const step = job.next();
      if (step.done) {
        this.sortJobs.delete(columnId);
        if (step.value) this.sortOrders.set(`${columnId}\nasc`, step.value);
        return true;
      }
    }
    return false;
  }

  /**
   * The ascending order of every row by a column, empty values last. A generator: `sliced`, it
   * yields every `SORT_SLICE` comparisons or so, so that idle time can run it in slices.
   */
  private *ascendingOrder(columnId: string, sliced: boolean): Generator<void, Int32Array | undefined> {
    const read = this.columns.get(columnId)?.sortValue;
    if (!read) return undefined;
    const keys = new Array<SortKey>(this.size);
    const filled: number[] = [];
    const empty: number[] = [];
    let numeric = true;
    for (let i = 0; i < this.size; i++) {
      const raw = read(this.data[i] as T);
      const value = raw instanceof Date ? raw.getTime() : typeof raw === 'boolean' ? Number(raw) : raw;
      if (isEmptyValue(value)) {
        empty.push(i);
        continue;
      }
      if (typeof value !== 'number') numeric = false;
      keys[i] = value as SortKey;
      filled.push(i);
    }
    yield;
    let sorted: ArrayLike<number>;
    if (numeric) {
      const byValue = (a: number, b: number) => (keys[a] as number) - (keys[b] as number);
      // Array#sort is stable: equal values keep their data order.
      sorted = sliced ? yield* mergeSort(filled, byValue) : filled.sort(byValue);
    } else {
      for (const i of filled) keys[i] = String(keys[i]);
      sorted = yield* sortTextRows(filled, keys as string[], sliced);
    }
    const result = new Int32Array(this.size);
    result.set(sorted);
    result.set(empty, filled.length);
    this.sortKeys.set(columnId, { keys, emptyCount: empty.length });
    return result;
  }
}

/**
 * A stable merge sort that yields every `SORT_SLICE` comparisons or so: runs sorted by the
 * engine, then merged pairwise.
 */
export function* mergeSort(
  items: number[],
  compare: (a: number, b: number) => number,
): Generator<void, number[]> {
  const length = items.length;
  const run = SORT_SLICE / 8;
  for (let start = 0; start < length; start += run) {
    const end = Math.min(length, start + run);
    const sorted = items.slice(start, end).sort(compare);
    for (let i = start; i < end; i++) items[i] = sorted[i - start] as number;
    yield;
  }
  let from = items;
  let to = new Array<number>(length);
  for (let width = run; width < length; width *= 2) {
    for (let left = 0; left < length; left += 2 * width) {
      const middle = Math.min(length, left + width);
      const right = Math.min(length, left + 2 * width);
      let i = left;
      let j = middle;
      let out = left;
      let sinceYield = 0;
      while (i < middle && j < right) {
        // `<= 0` takes the left run first on ties: the sort stays stable.
        to[out++] =
          compare(from[i] as number, from[j] as number) <= 0 ? (from[i++] as number) : (from[j++] as number);
        if (++sinceYield === SORT_SLICE) {
          sinceYield = 0;
          yield;
        }
      }
      while (i < middle) to[out++] = from[i++] as number;
      while (j < right) to[out++] = from[j++] as number;
    }
    [from, to] = [to, from];
    yield;
  }
  return from;
}

/**
 * Sorts rows (given in data order) by their text, in `compareText` order. Each distinct text is
 * ranked once (a column of a few levels costs next to nothing), then the rows are placed by rank,
 * equal texts in data order. `sliced`: yields every `SORT_SLICE` comparisons or so.
 */
export function* sortTextRows(
  rows: readonly number[],
  keys: readonly string[],
  sliced = false,
): Generator<void, Int32Array> {
  const idOf = new Map<string, number>();
  const distinct: string[] = [];
  const ids = new Int32Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const key = keys[rows[r] as number] as string;
    let id = idOf.get(key);
    if (id === undefined) {
      id = distinct.length;
      idOf.set(key, id);
      distinct.push(key);
    }
    ids[r] = id;
  }

  const byText = (a: number, b: number) => compareText(distinct[a] as string, distinct[b] as string);
  let ordered: number[];
  if (sliced) {
    yield;
    ordered = yield* mergeSort(Array.from(distinct.keys()), byText);
  } else {
    ordered = Array.from(distinct.keys()).sort(byText);
  }

  const rank = new Int32Array(distinct.length);
  for (let i = 0; i < ordered.length; i++) rank[ordered[i] as number] = i;
  // A counting sort by rank: stable, no comparison.
  const starts = new Array<number>(distinct.length + 1).fill(0);
  for (let r = 0; r < rows.length; r++) starts[(rank[ids[r] as number] as number) + 1]! += 1;
  for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
  const result = new Int32Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const position = rank[ids[r] as number] as number;
    result[starts[position]!] = rows[r] as number;
    starts[position]! += 1;
  }
  return result;
}

/**
 * The descending order from the ascending one: runs of equal values keep their data order and
 * the empty values (the `emptyCount` last entries) stay last. Equal means the same key, which is
 * what the collator calls equal in practice (it only also equates some case or width variants).
 */
function reverseKeepingTies(ascending: Int32Array, keys: readonly SortKey[], emptyCount: number): Int32Array {
  const filledCount = ascending.length - emptyCount;
  const result = new Int32Array(ascending.length);
  let out = 0;
  let end = filledCount;
  while (end > 0) {
    let start = end - 1;
    const key = keys[ascending[end - 1] as number];
    while (start > 0 && keys[ascending[start - 1] as number] === key) start--;
    for (let i = start; i < end; i++) result[out++] = ascending[i] as number;
    end = start;
  }
  result.set(ascending.subarray(filledCount), filledCount);
  return result;
}
