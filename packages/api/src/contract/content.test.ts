import { describe, expect, it } from 'vitest';
import { announcementForm } from './announcement.js';
import { contentTitle, richText, richTextHasContent, toDataId } from './content.js';
import { keepFileIds } from './resource.js';
import { validationMessage } from './validation-message.js';

const messageOf = (result: { success: boolean; error?: Parameters<typeof validationMessage>[0] }) =>
  result.error ? validationMessage(result.error) : undefined;

describe('contentTitle', () => {
  it('trims and takes 1 to 100 characters, counting an emoji as one', () => {
    expect(contentTitle.parse('  점검 안내 ')).toBe('점검 안내');
    expect(contentTitle.safeParse('가'.repeat(100)).success).toBe(true);
    expect(contentTitle.safeParse('😀'.repeat(100)).success).toBe(true);
  });

  it('refuses an empty, a blank and a too long title with one Korean message each', () => {
    expect(contentTitle.safeParse('').error?.issues.map((i) => i.message)).toEqual(['필수 입력 항목입니다.']);
    expect(contentTitle.safeParse('   ').error?.issues.map((i) => i.message)).toEqual([
      '필수 입력 항목입니다.',
    ]);
    expect(contentTitle.safeParse('가'.repeat(101)).error?.issues.map((i) => i.message)).toEqual([
      '100글자 이하로 입력해 주세요.',
    ]);
    expect(contentTitle.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      '필수 입력 항목입니다.',
    ]);
  });
});

describe('rich text', () => {
  it.each(['', '<p></p>', '<p><br></p>', '<div>&nbsp; </div>', '<ul><li></li></ul>'])(
    'counts %j as empty',
    (html) => {
      expect(richTextHasContent(html)).toBe(false);
      expect(richText.safeParse(html).error?.issues[0]?.message).toBe('필수 입력 항목입니다.');
    },
  );

  it.each(['글', '<p>안내</p>', '<ul><li>하나</li></ul>'])('counts %j as content', (html) => {
    expect(richTextHasContent(html)).toBe(true);
  });

  it('names the field when the form is wrong', () => {
    expect(messageOf(announcementForm.safeParse({ title: '제목', content: '<p></p>', popup: false }))).toBe(
      '내용: 필수 입력 항목입니다.',
    );
    expect(messageOf(announcementForm.safeParse({ title: '', content: '<p>x</p>', popup: false }))).toBe(
      '제목: 필수 입력 항목입니다.',
    );
  });
});

describe('keepFileIds', () => {
  it('reads a JSON list of file numbers, without repeats', () => {
    expect(keepFileIds.parse('[]')).toEqual([]);
    expect(keepFileIds.parse('[3, 7, 3]')).toEqual([3, 7]);
  });

  it.each(['', 'x', '3', '{"a":1}', '[0]', '[-1]', '[1.5]', '["1"]', '[null]'])('refuses %j', (value) => {
    expect(keepFileIds.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      '올바른 파일 목록이 아닙니다.',
    ]);
  });
});

describe('toDataId (spec §2: a non-numeric dataId is -1)', () => {
  it.each([
    ['3', 3],
    ['120', 120],
    ['abc', -1],
    ['3a', -1],
    ['-3', -1],
    ['0', -1],
    ['1.5', -1],
    ['', -1],
    [undefined, -1],
    ['99999999999999999999', -1],
  ])('reads %j as %i', (value, id) => {
    expect(toDataId(value)).toBe(id);
  });
});
