import { describe, expect, it, vi } from 'vitest';
import { compareText, mergeSort, RowModel, sortTextRows } from './row-model';
import type { RowModelColumn, RowModelQuery } from './row-model';

interface Org {
  name: string;
  level: string;
  patients: number | null;
}

const orgs: Org[] = [
  { name: '서울대학교병원', level: 'EVD', patients: 1200 },
  { name: '부산의료원', level: '', patients: null },
  { name: 'Asan Medical', level: 'E', patients: 300 },
  { name: '가톨릭대학교 서울성모병원', level: 'EV', patients: 1200 },
  { name: '강원병원 10', level: 'E', patients: 50 },
  { name: '강원병원 9', level: 'EV', patients: 0 },
  { name: '대구파티마병원', level: '', patients: 300 },
];

const columns: RowModelColumn<Org>[] = [
  { id: 'name', sortValue: (o) => o.name, searchText: (o) => o.name },
  { id: 'level', sortValue: (o) => o.level, filterValue: (o) => o.level },
  { id: 'patients', sortValue: (o) => o.patients },
];

const query = (partial: Partial<RowModelQuery>): RowModelQuery => ({
  search: '',
  filters: [],
  sort: null,
  ...partial,
});

const names = (model: RowModel<Org>, q: Partial<RowModelQuery>) =>
  [...model.rows(query(q))].map((index) => orgs[index]?.name);

const collator = new Intl.Collator('ko', { numeric: true });

describe('compareText', () => {
  it('orders as Intl.Collator("ko", { numeric: true }) does', () => {
    const pairs: [string, string][] = [
      ['가나', '각'],
      ['가a', '각'],
      ['가', '각'],
      ['각a', '가z'],
      ['병원 9', '병원 10'],
      ['서울', '부산'],
      ['Asan', '서울'],
      ['a가', 'A나'],
      ['갂', '각'],
      ['한', '한\u11a8'],
      ['병원 9분원', '병원 10분원'],
      ['병원 1분원', '병원 12분원'],
      ['병원 007', '병원 7'],
      ['병원 07a', '병원 7b'],
      ['제2병원', '제10병원'],
      ['a10', 'a9b'],
      ['1가', '가'],
      ['x0', 'x'],
      ['00', '0a'],
      ['90', '9１'],
      ['１05', '１6'],
      ['서울', '성모'],
      ['가', '각'],
      ['가 ', '각'],
      ['가1', '각'],
      ['가a', '각'],
      ['가\u11a8', '각'],
      ['가\u11a8나', '각'],
      ['대학교병원', '대학교 의과대학'],
      ['대학교\u1161', '대학교 '],
      ['같은 이름', '같은 이름'],
    ];
    for (const [a, b] of pairs) {
      expect(Math.sign(compareText(a, b)), `${a} vs ${b}`).toBe(Math.sign(collator.compare(a, b)));
      expect(Math.sign(compareText(b, a)), `${b} vs ${a}`).toBe(Math.sign(collator.compare(b, a)));
    }
  });

  it('agrees with the collator on random Korean, Latin and digit strings', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const char = () => {
      const k = random();
      if (k < 0.5) return String.fromCharCode(0xac00 + Math.floor(random() * 11172));
      if (k < 0.6) return String.fromCharCode(0xac00 + 28 * Math.floor(random() * 399));
      if (k < 0.7) return ' ';
      if (k < 0.85) return 'aAzZ0129-('.charAt(Math.floor(random() * 10));
      if (k < 0.9) return '00123456789１٣'.charAt(Math.floor(random() * 13));
      if (k < 0.95) return '가각갂나낙서성'.charAt(Math.floor(random() * 7));
      // Jamo that join the syllable before them, which the shortcuts must leave to the collator.
      return '\u1161\u11a8\u3131\u0301'.charAt(Math.floor(random() * 4));
    };
    const text = (length: number) => Array.from({ length }, char).join('');
    for (let i = 0; i < 20_000; i++) {
      const prefix = text(Math.floor(random() * 3));
      const a = prefix + text(1 + Math.floor(random() * 3));
      const b = prefix + text(1 + Math.floor(random() * 3));
      expect(Math.sign(compareText(a, b)), `${a} vs ${b}`).toBe(Math.sign(collator.compare(a, b)));
    }
  });
});

const drain = <R>(steps: Generator<void, R>): R => {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
};

describe('mergeSort', () => {
  it('sorts stably, in slices', () => {
    const values = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 97);
    const items = values.map((_, i) => i);
    const steps = mergeSort(items, (a, b) => (values[a] as number) - (values[b] as number));
    let slices = 0;
    let step = steps.next();
    while (!step.done) {
      slices++;
      step = steps.next();
    }
    expect(slices).toBeGreaterThan(10);
    const expected = values
      .map((_, i) => i)
      .sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
    expect(step.value).toEqual(expected);
  });
});

describe('sortTextRows', () => {
  it('orders rows as the collator does, equal texts in data order', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const alphabet = [
      '가',
      '각',
      '갂',
      '나',
      '낙',
      '서',
      '성',
      '울',
      ' ',
      '0',
      '1',
      '2',
      '9',
      'a',
      'B',
      'z',
      '-',
      '(',
      '１',
      'é',
    ];
    const char = () =>
      random() < 0.3
        ? String.fromCharCode(0xac00 + Math.floor(random() * 11172))
        : (alphabet[Math.floor(random() * alphabet.length)] as string);
    for (let round = 0; round < 40; round++) {
      const keys = Array.from({ length: 400 }, () =>
        Array.from({ length: 1 + Math.floor(random() * 5) }, char).join(''),
      );
      // Repeated texts, as in a column of levels.
      for (let i = 0; i < 60; i++) keys[Math.floor(random() * keys.length)] = keys[i] as string;
      const rows = keys.map((_, index) => index);
      const sorted = [...drain(sortTextRows(rows, keys, round % 2 === 0))];
      expect([...sorted].sort((a, b) => a - b)).toEqual(rows);
      for (let i = 1; i < sorted.length; i++) {
        const a = sorted[i - 1] as number;
        const b = sorted[i] as number;
        const order = collator.compare(keys[a] as string, keys[b] as string);
        expect(order, `${keys[a]} before ${keys[b]}`).toBeLessThanOrEqual(0);
        if (keys[a] === keys[b]) expect(a).toBeLessThan(b);
      }
    }
  });
});

describe('RowModel', () => {
  it('keeps the data order with no query', () => {
    const model = new RowModel(orgs, columns);
    expect(names(model, {})).toEqual(orgs.map((o) => o.name));
  });

  it('searches case-insensitively, narrowing and widening as the query changes', () => {
    const model = new RowModel(orgs, columns);
    expect(names(model, { search: '병' })).toEqual([
      '서울대학교병원',
      '가톨릭대학교 서울성모병원',
      '강원병원 10',
      '강원병원 9',
      '대구파티마병원',
    ]);
    // Spaces around the query do not count; inside it they do.
    expect(names(model, { search: '병원 ' })).toHaveLength(5);
    expect(names(model, { search: '병원 1' })).toEqual(['강원병원 10']);
    // A query that no longer extends the last one starts again from every row.
    expect(names(model, { search: '서울' })).toEqual(['서울대학교병원', '가톨릭대학교 서울성모병원']);
    expect(names(model, { search: '  ASAN ' })).toEqual(['Asan Medical']);
    expect(names(model, { search: '없음' })).toEqual([]);
    expect(names(model, { search: '' })).toHaveLength(orgs.length);
  });

  it('builds the search keys and the sort orders in idle time', async () => {
    vi.useFakeTimers();
    try {
      const model = new RowModel(orgs, columns);
      const stop = model.prepare();
      await vi.runAllTimersAsync();
      stop();
      expect(names(model, { search: '의료' })).toEqual(['부산의료원']);
      // Prepared: the order is the cached array itself.
      const sorted = model.rows(query({ sort: { id: 'name', desc: false } }));
      expect(model.rows(query({ sort: { id: 'name', desc: false } }))).toBe(sorted);
      expect([...sorted].map((index) => orgs[index]?.name)[0]).toBe('가톨릭대학교 서울성모병원');
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters on any of the chosen values, and combines filters with the search', () => {
    const model = new RowModel(orgs, columns);
    expect(names(model, { filters: [{ id: 'level', values: ['E', 'EV'] }] })).toEqual([
      'Asan Medical',
      '가톨릭대학교 서울성모병원',
      '강원병원 10',
      '강원병원 9',
    ]);
    expect(names(model, { filters: [{ id: 'level', values: [] }] })).toHaveLength(orgs.length);
    expect(names(model, { search: '강원', filters: [{ id: 'level', values: ['EV'] }] })).toEqual([
      '강원병원 9',
    ]);
    expect(model.distinctValues('level')).toEqual(['E', 'EV', 'EVD']);
  });

  it('sorts text in Korean order with numbers in numeric order, empty values last both ways', () => {
    const model = new RowModel(orgs, columns);
    expect(names(model, { sort: { id: 'name', desc: false } })).toEqual([
      '가톨릭대학교 서울성모병원',
      '강원병원 9',
      '강원병원 10',
      '대구파티마병원',
      '부산의료원',
      '서울대학교병원',
      'Asan Medical',
    ]);
    expect(names(model, { sort: { id: 'name', desc: true } })).toEqual([
      'Asan Medical',
      '서울대학교병원',
      '부산의료원',
      '대구파티마병원',
      '강원병원 10',
      '강원병원 9',
      '가톨릭대학교 서울성모병원',
    ]);
    const levels = (desc: boolean) =>
      [...model.rows(query({ sort: { id: 'level', desc } }))].map((index) => orgs[index]?.level);
    expect(levels(false)).toEqual(['E', 'E', 'EV', 'EV', 'EVD', '', '']);
    expect(levels(true)).toEqual(['EVD', 'EV', 'EV', 'E', 'E', '', '']);
  });

  it('sorts numbers numerically; equal values keep their data order in both directions', () => {
    const model = new RowModel(orgs, columns);
    expect(names(model, { sort: { id: 'patients', desc: false } })).toEqual([
      '강원병원 9',
      '강원병원 10',
      'Asan Medical',
      '대구파티마병원',
      '서울대학교병원',
      '가톨릭대학교 서울성모병원',
      '부산의료원',
    ]);
    expect(names(model, { sort: { id: 'patients', desc: true } })).toEqual([
      '서울대학교병원',
      '가톨릭대학교 서울성모병원',
      'Asan Medical',
      '대구파티마병원',
      '강원병원 10',
      '강원병원 9',
      '부산의료원',
    ]);
  });

  it('sorts the search results with the cached order', () => {
    const model = new RowModel(orgs, columns);
    const sort = { id: 'name', desc: false };
    expect(names(model, { search: '병원', sort })).toEqual([
      '가톨릭대학교 서울성모병원',
      '강원병원 9',
      '강원병원 10',
      '대구파티마병원',
      '서울대학교병원',
    ]);
    expect(names(model, { search: '강원', sort })).toEqual(['강원병원 9', '강원병원 10']);
    const first = model.rows(query({ sort }));
    expect(model.rows(query({ sort }))).toBe(first);
  });
});
