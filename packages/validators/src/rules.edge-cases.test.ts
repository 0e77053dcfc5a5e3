import { describe, it, expect } from 'vitest';
import type { ZodMiniType as ZodType } from 'zod/mini';
import {
  alphanumeric,
  authCode,
  email,
  maxLength,
  maxLength50,
  minLength5,
  mobilePhone,
  noWhitespace,
  password,
  url,
} from './rules.js';
import { validationMessages } from './messages.ko.js';

// Written-out boundary cases next to the property tests, so the exact limits the product
// specifies (lengths, ranges, sample inputs) are readable in one place. Messages are spelled
// out so a copy change breaks these tests on purpose.

/** The messages of a parse: [] when the value passes. */
function messagesOf(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function cases(schema: ZodType, message: string, accepted: string[], rejected: string[]): void {
  it.each(accepted)('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });
  it.each(rejected)('rejects %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
}

describe('authCode', () => {
  cases(
    authCode,
    '6자리 숫자',
    ['123456', '000000'],
    ['12345', '1234567', '12a456', ' 123456', '１２３４５６'],
  );
});

describe('mobilePhone', () => {
  cases(
    mobilePhone,
    '올바른 핸드폰 번호를 입력해주세요.',
    ['01012345678', '0101234567', '0111234567', '01912345678'],
    ['01212345678', '010123456789', '010123456', '010-1234-5678', '02012345678', '1012345678'],
  );
});

describe('minLength5', () => {
  cases(
    minLength5,
    '5글자 이상으로 입력해 주세요.',
    ['abcde', '가나다라마', 'abcdef'],
    // '😀😀' is 4 UTF-16 code units but 2 characters.
    ['abcd', '가나다라', '😀😀'],
  );
});

describe('maxLength50', () => {
  cases(
    maxLength50,
    '50글자 이하로 입력해 주세요.',
    // 50 emoji are 100 UTF-16 code units but 50 characters.
    ['a'.repeat(50), '가'.repeat(50), '😀'.repeat(50), ''],
    ['a'.repeat(51), '가'.repeat(51), '😀'.repeat(51)],
  );
});

describe('maxLength(n), for limits other than 50', () => {
  cases(
    maxLength(2000),
    '2,000글자 이하로 입력해 주세요.',
    ['가'.repeat(2000), '😀'.repeat(2000), ''],
    ['가'.repeat(2001), '😀'.repeat(2001)],
  );
  cases(maxLength(100), '100글자 이하로 입력해 주세요.', ['a'.repeat(100)], ['a'.repeat(101)]);
  it('groups the digits of any limit as Korean writes them', () => {
    for (const limit of [999, 1000, 65535, 1234567]) {
      expect(validationMessages.maxLength(limit)).toBe(
        `${limit.toLocaleString('ko-KR')}글자 이하로 입력해 주세요.`,
      );
    }
  });
});

describe('noWhitespace', () => {
  cases(
    noWhitespace,
    '공백은 입력할 수 없습니다.',
    ['cdmnet', '연구자료', 'a-b_c.d', ''],
    [
      ' cdmnet',
      'cdmnet ',
      'cdm net',
      'cdm\tnet',
      'cdm\nnet',
      'cdm\u00a0net', // no-break space
      'cdm\u3000net', // ideographic (full-width) space, common with Korean IMEs
      'cdm\u0085net', // next line: Unicode whitespace that \s alone misses
      'cdm\ufeffnet', // byte-order mark
      ' ',
    ],
  );
});

describe('password', () => {
  cases(
    password,
    '8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.',
    [
      'abcd123!', // 8 characters
      'abcdefghij123456789#', // 20 characters
      'A1#?!@$%^&*-',
      '-1a-----',
    ],
    [
      'abc123!', // 7 characters
      'abcdefghij1234567890#', // 21 characters
      'abcdefgh!', // no digit
      '12345678!', // no letter
      'abcd1234', // no special
      'abcd 123!', // a space is not allowed
      'abcd123!_', // nor any special outside # ? ! @ $ % ^ & * -
      '가나다라123!', // nor non-ASCII letters
    ],
  );
});

describe('url', () => {
  cases(
    url,
    'URL 형식이 아닙니다.',
    [
      'http://10.0.0.1:8080',
      'https://cdm.example.co.kr:8443/path',
      'example.com',
      'https://example.com/search?q=omop#top',
      'example.com?q=1',
      'HTTPS://Example.COM',
      'http://0.0.0.0',
      'http://255.255.255.255:65535/',
      'my-site.example.org:1',
    ],
    [
      'ftp://example.com',
      'http://256.1.1.1',
      'http://10.0.0',
      'http://example.com:0',
      'http://example.com:65536',
      'http://example.com:080',
      'http://example',
      'localhost:3000',
      'http://-example.com',
      'http://example-.com',
      'http://example.c',
      'http://exa mple.com',
      'http://example.com/a b',
      'http://example.com/a\u3000b', // ideographic space in the path
      'http://example.com/a\u0085b', // next line: whitespace that \S alone lets through
      'http//example.com',
      'http://',
    ],
  );
});

describe('alphanumeric', () => {
  cases(
    alphanumeric,
    '영문과 숫자만 입력할 수 있습니다.',
    ['abc123', 'ABC', '7'],
    ['abc 123', 'abc-123', '가나다', 'ａｂｃ', 'abc_123'],
  );
});

describe('email', () => {
  cases(
    email,
    '올바른 이메일 형식이 아닙니다.',
    ['user@example.com', 'first.last+tag@cdm.example.co.kr'],
    ['user', 'user@', '@example.com', 'user@example', 'user @example.com'],
  );
});

describe('a value that is not a string', () => {
  const rules = {
    authCode,
    mobilePhone,
    minLength5,
    maxLength50,
    noWhitespace,
    password,
    url,
    alphanumeric,
    email,
  };

  // An empty field says it is required before anything about its format (issue 9).
  it.each(Object.entries({ authCode, mobilePhone, minLength5, password, url, alphanumeric, email }))(
    '%s reports an empty value as required, once',
    (_name, schema) => {
      expect(messagesOf(schema, '')).toEqual(['필수 입력 항목입니다.']);
    },
  );

  // e.g. a field missing from a request body: one "required" issue, never zod's English default.
  it.each(Object.entries(rules))('%s reports it as required', (_name, schema) => {
    expect(messagesOf(schema, undefined)).toEqual(['필수 입력 항목입니다.']);
    expect(messagesOf(schema, 123456)).toEqual(['필수 입력 항목입니다.']);
  });
});
