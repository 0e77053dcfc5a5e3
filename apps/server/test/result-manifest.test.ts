import { describe, expect, it } from 'vitest';
import { disclosureMessages } from '@cdmnet/api/contract';
import { engineMessages } from '../src/adapters/messages.ko.js';
import { AppError } from '../src/http/app-error.js';
import { keptFiles, resultManifest, type ResultPart } from '../src/services/result-manifest.js';
import { NODE_RULES, finding, sha256 } from './execution-helpers.js';

// What the platform keeps of a result callback (services/result-manifest.ts): the node's disclosure list
// decides, the bytes must be exactly those listed, and a result without a list (an engine that is not our
// node) is kept but held for the hospital's admin. No second masking pass: the node's output is the truth.

const part = (name: string, text: string): ResultPart => ({
  name,
  mimeType: 'text/csv',
  bytes: Buffer.from(text),
});
const checkedCsv = 'age_group,persons\n0-9,<5\n10-19,27\n';
const heldCsv = 'subject_key,gender_concept_id\n1,8532\n2,8507\n';

const manifest = (files: object[]) =>
  resultManifest.parse({ rules: NODE_RULES, releaseToken: 'ab'.repeat(32), files });
const listed = (name: string, text: string, status = 'CHECKED', extra: object = {}) => ({
  name,
  status,
  format: 'OTHER',
  size: Buffer.byteLength(text),
  rows: 2,
  columns: text.split('\n')[0]!.split(','),
  sha256: status === 'REFUSED' ? null : sha256(text),
  suppressedCells: status === 'CHECKED' ? 1 : 0,
  findings: [],
  ...extra,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('a result with the node’s list', () => {
  const list = manifest([
    listed('age.csv', checkedCsv),
    listed('subjects.csv', heldCsv, 'HELD', { findings: [finding('PERSON_ID', 'subject_key', 2)] }),
    listed('people.csv', 'person_id\n1\n', 'REFUSED', { findings: [finding('ONE_ROW_PER_PERSON', null, 1)] }),
  ]);

  it('keeps checked bytes as sent, held and refused files as rows without bytes, and the node’s log', () => {
    const kept = keptFiles(list, '로그', [part('age.csv', checkedCsv), part('stdout.txt', '로그')]);
    expect(kept.map((file) => [file.name, file.status, file.bytes?.toString() ?? null])).toEqual([
      ['age.csv', 'CHECKED', checkedCsv],
      ['subjects.csv', 'HELD', null],
      ['people.csv', 'REFUSED', null],
      ['stdout.txt', 'CHECKED', '로그'],
    ]);
    const held = kept[1]!;
    expect(held).toMatchObject({
      sha256: sha256(heldCsv),
      columns: ['subject_key', 'gender_concept_id'],
      findings: [{ code: 'PERSON_ID', column: 'subject_key', rows: 2 }],
    });
    expect(kept[0]?.suppressedCells).toBe(1);
    expect(kept[2]?.sha256).toBeNull();
  });

  it('refuses checked bytes that differ from the list, a checked file that did not come, and bytes of a held file', () => {
    expect(refusal(() => keptFiles(list, '', [part('age.csv', checkedCsv.replace('<5', '3'))]))).toEqual({
      status: 400,
      message: engineMessages.fileNotAsListed('age.csv'),
    });
    expect(refusal(() => keptFiles(list, '', []))).toEqual({
      status: 400,
      message: engineMessages.checkedFileMissing('age.csv'),
    });
    expect(
      refusal(() => keptFiles(list, '', [part('age.csv', checkedCsv), part('subjects.csv', heldCsv)])),
    ).toEqual({ status: 400, message: engineMessages.fileNotListed('subjects.csv') });
  });

  it('refuses a file the list does not name, and keeps stdout.txt only when it is the log itself', () => {
    expect(
      refusal(() => keptFiles(list, '', [part('age.csv', checkedCsv), part('extra.csv', heldCsv)])),
    ).toEqual({ status: 400, message: engineMessages.fileNotListed('extra.csv') });
    // A package writing person ids into a file called stdout.txt gets nothing out by it.
    const kept = keptFiles(list, '로그', [part('age.csv', checkedCsv), part('stdout.txt', heldCsv)]);
    expect(kept.map((file) => file.name)).not.toContain('stdout.txt');
  });

  it('reads the list strictly: an unknown status or finding, or a token that is not 64 hex digits, is no list', () => {
    const base = { rules: NODE_RULES, releaseToken: 'ab'.repeat(32) };
    expect(resultManifest.safeParse({ ...base, files: [listed('a.csv', 'a\n', 'SHOWN')] }).success).toBe(
      false,
    );
    expect(
      resultManifest.safeParse({
        ...base,
        files: [listed('a.csv', 'a\n', 'HELD', { findings: [{ code: 'NOTHING', rows: 1, message: '' }] })],
      }).success,
    ).toBe(false);
    expect(resultManifest.safeParse({ ...base, releaseToken: 'short', files: [] }).success).toBe(false);
  });
});

describe('a result without the list (an engine that is not our node)', () => {
  it('keeps every file here but held, with its shape, checksum and a Korean finding saying it was not checked', () => {
    const kept = keptFiles(undefined, '로그', [
      part('gender.csv', 'gender,persons\nMALE,3\n'),
      part('stdout.txt', '로그'),
    ]);
    expect(kept.map((file) => [file.name, file.status])).toEqual([
      ['gender.csv', 'HELD'],
      ['stdout.txt', 'HELD'],
    ]);
    expect(kept[0]).toMatchObject({
      rows: 1,
      // Nothing checked the header: column names can carry values, so they are not kept.
      columns: [],
      sha256: sha256('gender,persons\nMALE,3\n'),
      findings: [
        { code: 'UNCHECKED_ENGINE', column: null, message: disclosureMessages.uncheckedEngineFinding },
      ],
    });
    expect(kept[0]?.bytes?.toString()).toBe('gender,persons\nMALE,3\n');
  });
});
