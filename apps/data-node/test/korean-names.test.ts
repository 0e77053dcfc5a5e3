import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readKoreanNames } from '../src/cdm/korean-names.js';
import { SAMPLE_DIRS } from '../src/cdm/sample.js';
import { siteNamed } from './helpers.js';

// Our Korean names files (data/korean-names/README.md): well formed, about concepts the samples have,
// formal name first and longest, and every concept of both samples named; then served by the node,
// the whole vocabulary a page at a time for the platform's finder index.

/** RFC 4180 records of a small CSV (quoted fields may hold commas and quotes). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n') {
      record.push(field.replace(/\r$/, ''));
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length > 0) records.push([...record, field]);
  return records;
}

function sampleConceptIds(): Set<number> {
  const ids = new Set<number>();
  for (const dir of Object.values(SAMPLE_DIRS)) {
    const text = gunzipSync(readFileSync(path.join(dir, 'concept.csv.gz'))).toString('utf8');
    for (const record of csvRecords(text).slice(1)) ids.add(Number(record[0]));
  }
  return ids;
}

describe('Korean names files', () => {
  const files = readKoreanNames();
  const sampleIds = sampleConceptIds();

  it('are concept_synonym rows in Korean about concepts the samples have, formal name first and longest', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    const problems: string[] = [];
    for (const file of files) {
      const [header, ...rows] = csvRecords(file.csv.toString('utf8'));
      expect(header, file.name).toEqual(['concept_id', 'concept_synonym_name', 'language_concept_id']);
      const namesOf = new Map<number, string[]>();
      let last: number | undefined;
      for (const [id, name = '', language] of rows) {
        const conceptId = Number(id);
        if (!sampleIds.has(conceptId)) problems.push(`${file.name}: ${id} is in no sample`);
        if (language !== '4175771') problems.push(`${file.name}: ${id} language ${language}`);
        if (!/[가-힣]/.test(name) || name !== name.trim()) problems.push(`${file.name}: ${id} "${name}"`);
        if (namesOf.has(conceptId) && last !== conceptId) problems.push(`${file.name}: ${id} rows apart`);
        namesOf.set(conceptId, [...(namesOf.get(conceptId) ?? []), name]);
        last = conceptId;
      }
      for (const [id, names] of namesOf) {
        const [formal = ''] = names;
        if (names.some((name) => name.length > formal.length))
          problems.push(`${file.name}: ${id} formal name "${formal}" is not the longest`);
        if (new Set(names).size !== names.length) problems.push(`${file.name}: ${id} repeats a name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('name every concept of both samples', () => {
    const named = new Set<number>();
    for (const file of files)
      for (const [id] of csvRecords(file.csv.toString('utf8')).slice(1)) named.add(Number(id));
    expect([...sampleIds].filter((id) => !named.has(id))).toEqual([]);
  });
});

describe('the vocabulary a page at a time (cdmnet/concepts)', () => {
  const get = async (path: string) => {
    const response = await fetch(`${siteNamed('hanbit_cdm').webapi}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  type Page = {
    concepts: {
      CONCEPT_ID: number;
      KOREAN_NAME?: string;
      SYNONYMS: { name: string; languageConceptId: number }[];
    }[];
    next: number | null;
  };

  it('walks the whole vocabulary in id order with every synonym and the Korean name', async () => {
    const seen: Page['concepts'] = [];
    let after = -1;
    for (;;) {
      const { status, body } = await get(`/vocabulary/HANBIT_CDM/cdmnet/concepts?after=${after}&limit=150`);
      expect(status).toBe(200);
      const page = body as unknown as Page;
      seen.push(...page.concepts);
      if (page.next === null) break;
      after = page.next;
    }
    expect(seen).toHaveLength(444);
    const ids = seen.map((concept) => concept.CONCEPT_ID);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const bleeding = seen.find((concept) => concept.CONCEPT_ID === 192671);
    expect(bleeding?.KOREAN_NAME).toBe('위장관 출혈');
    // GiBleed's own English synonyms come along with ours.
    expect(bleeding?.SYNONYMS.map((s) => s.languageConceptId)).toEqual(
      expect.arrayContaining([4175771, 4180186]),
    );
  });

  it('refuses a page it cannot serve, in Korean', async () => {
    const { status, body } = await get('/vocabulary/HANBIT_CDM/cdmnet/concepts?limit=999999');
    expect(status).toBe(400);
    expect(String(body.message)).toContain('limit');
    expect((await get('/vocabulary/NO_SUCH/cdmnet/concepts')).status).toBe(404);
  });
});
