import { describe, expect, it } from 'vitest';
import { acceptedTypeName, isAcceptedFile, selectFiles } from './file-upload-validation';
import { fileUploadMessagesKo } from './messages.ko';

const file = (name: string, size = 10, type = '', lastModified = 1) =>
  new File([new Uint8Array(size)], name, { type, lastModified });

const MB = 1024 * 1024;

describe('isAcceptedFile', () => {
  it('accepts everything without tokens', () => {
    expect(isAcceptedFile(file('a.exe'), undefined)).toBe(true);
    expect(isAcceptedFile(file('a.exe'), [])).toBe(true);
  });

  it('matches extensions without regard to case', () => {
    expect(isAcceptedFile(file('Report.CSV'), ['.csv'])).toBe(true);
    expect(isAcceptedFile(file('report.csv.exe'), ['.csv'])).toBe(false);
    expect(isAcceptedFile(file('data.xlsx'), ['.csv', ' .XLSX '])).toBe(true);
  });

  it('treats jpg and jpeg alike', () => {
    expect(isAcceptedFile(file('photo.jpg'), ['.jpeg'])).toBe(true);
    expect(isAcceptedFile(file('photo.JPEG'), ['.jpg'])).toBe(true);
    expect(isAcceptedFile(file('p', 1, 'image/jpeg'), ['image/jpg'])).toBe(true);
  });

  it('matches MIME types and families', () => {
    expect(isAcceptedFile(file('x', 1, 'text/csv'), ['text/csv'])).toBe(true);
    expect(isAcceptedFile(file('x', 1, 'image/png'), ['image/*'])).toBe(true);
    expect(isAcceptedFile(file('x', 1, 'application/pdf'), ['image/*'])).toBe(false);
    // No type known (common on Windows for .csv): only an extension token can accept it.
    expect(isAcceptedFile(file('x.csv'), ['text/csv'])).toBe(false);
  });
});

describe('selectFiles', () => {
  const rules = { accept: ['.csv'], maxSize: 10 * MB, multiple: true };

  it('rejects a wrong type with a message naming the file', () => {
    const result = selectFiles([], [file('report.exe')], rules, fileUploadMessagesKo);
    expect(result.files).toEqual([]);
    expect(result.rejections).toEqual([
      expect.objectContaining({ reason: 'type', message: 'report.exe: 허용되지 않는 파일 형식입니다.' }),
    ]);
  });

  it('rejects a file over the size limit, giving the limit', () => {
    const big = file('big.csv', 10 * MB + 1);
    const exact = file('exact.csv', 10 * MB);
    const result = selectFiles([], [big, exact], rules, fileUploadMessagesKo);
    expect(result.accepted).toEqual([exact]);
    expect(result.rejections).toEqual([
      { file: big, reason: 'size', message: 'big.csv: 10MB 이하 파일만 올릴 수 있습니다.' },
    ]);
  });

  it('adds to the list and skips files already in it', () => {
    const a = file('a.csv');
    const b = file('b.csv');
    const result = selectFiles([a], [file('a.csv'), b], rules, fileUploadMessagesKo);
    expect(result.files).toEqual([a, b]);
    expect(result.accepted).toEqual([b]);
    expect(result.rejections).toEqual([]);
  });

  it('stops at maxFiles', () => {
    const result = selectFiles(
      [file('a.csv')],
      [file('b.csv'), file('c.csv')],
      { ...rules, maxFiles: 2 },
      fileUploadMessagesKo,
    );
    expect(result.files.map((f) => f.name)).toEqual(['a.csv', 'b.csv']);
    expect(result.rejections).toEqual([
      expect.objectContaining({ reason: 'count', message: 'c.csv: 파일은 최대 2개까지 올릴 수 있습니다.' }),
    ]);
  });

  it('replaces the file in single mode and refuses extra ones', () => {
    const old = file('old.csv');
    const result = selectFiles(
      [old],
      [file('new.csv'), file('more.csv')],
      { ...rules, multiple: false },
      fileUploadMessagesKo,
    );
    expect(result.files.map((f) => f.name)).toEqual(['new.csv']);
    expect(result.rejections).toEqual([
      expect.objectContaining({ reason: 'count', message: 'more.csv: 파일은 하나만 올릴 수 있습니다.' }),
    ]);
  });

  it('keeps the current file in single mode when nothing valid arrives', () => {
    const old = file('old.csv');
    const result = selectFiles([old], [file('bad.exe')], { ...rules, multiple: false }, fileUploadMessagesKo);
    expect(result.files).toEqual([old]);
    expect(result.rejections).toHaveLength(1);
  });

  it('checks the type before the size', () => {
    const result = selectFiles([], [file('huge.exe', 11 * MB)], rules, fileUploadMessagesKo);
    expect(result.rejections[0]?.reason).toBe('type');
  });
});

describe('acceptedTypeName', () => {
  it('names types as users know them, not as media types', () => {
    expect(
      ['image/png', 'image/jpeg', 'image/webp', '.csv', '.xlsx', 'image/*'].map(acceptedTypeName),
    ).toEqual(['PNG', 'JPEG', 'WebP', 'CSV', 'XLSX', 'image/*']);
  });
});
