import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { ZodMiniType as ZodType } from 'zod/mini';
import {
  alphanumeric,
  authCode,
  email,
  maxLength50,
  minLength5,
  mobilePhone,
  noWhitespace,
  password,
  url,
} from './rules.js';

// Property tests: for every rule, one generator of values that must pass and generators of
// each way a value can be wrong, which must fail with exactly one issue carrying the rule's
// message. Generators are written from the rule's definition, not from the rule's regex, so a
// wrong regex cannot agree with itself. Expected messages are spelled out so a copy change
// breaks these tests on purpose.

/** The messages of a parse: [] when the value passes. */
function messagesOf(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

// Block bodies on purpose: fast-check treats a property returning `false` as a failure, so the
// callbacks must not return whatever the matcher returns.
function passes(schema: ZodType, arbitrary: fc.Arbitrary<string>): void {
  fc.assert(
    fc.property(arbitrary, (value) => {
      expect(messagesOf(schema, value)).toEqual([]);
    }),
  );
}

function failsWith(schema: ZodType, message: string, arbitrary: fc.Arbitrary<string>): void {
  fc.assert(
    fc.property(arbitrary, (value) => {
      expect(messagesOf(schema, value)).toEqual([message]);
    }),
  );
}

const DIGITS = [...'0123456789'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const PASSWORD_SPECIALS = [...'#?!@$%^&*-'];
// Unicode White_Space plus U+FEFF, listed by hand rather than taken from a regex.
const WHITESPACE = [
  ...'\t\n\v\f\r \u0085\u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff',
  ...Array.from({ length: 11 }, (_, i) => String.fromCodePoint(0x2000 + i)),
];

/** A string of `min`-`max` characters each drawn from `chars`. */
function stringOf(chars: readonly string[], min: number, max: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((c) => c.join(''));
}

/** Any single code point (the full Unicode range) that is not in `chars`. */
function charNotIn(chars: readonly string[]): fc.Arbitrary<string> {
  return fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !chars.includes(c));
}

// Characters as a person sees them, several code points each, none joining its neighbour: a string
// of any code points could fold several into one character (a combining accent, a ZWJ).
const SEEN_AS_ONE = ['a', '가', ' ', '😀', '👨‍👩‍👧‍👦', '🇰🇷', '👍🏽', '\u1112\u1161\u11ab', 'e\u0301'];

/** A string of `min`-`max` characters as seen. */
function seenAs(min: number, max: number): fc.Arbitrary<string> {
  return stringOf(SEEN_AS_ONE, min, max);
}

/** `base` with `inserted` put at any position, including the start and the end. */
function insertAnywhere(base: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(base, inserted, fc.nat()).map(([b, c, n]) => {
    const at = n % (b.length + 1);
    return b.slice(0, at) + c + b.slice(at);
  });
}

describe('authCode', () => {
  const message = '6자리 숫자';

  it('accepts any 6 ASCII digits', () => passes(authCode, stringOf(DIGITS, 6, 6)));

  it('rejects digit strings shorter or longer than 6', () => {
    // Empty is not short but missing: it says required (rules.edge-cases.test.ts).
    failsWith(authCode, message, fc.oneof(stringOf(DIGITS, 1, 5), stringOf(DIGITS, 7, 20)));
  });

  it('rejects 6 characters that include a non-digit', () => {
    const fiveDigits = stringOf(DIGITS, 5, 5);
    failsWith(authCode, message, insertAnywhere(fiveDigits, charNotIn(DIGITS)));
  });
});

describe('mobilePhone', () => {
  const message = '올바른 핸드폰 번호를 입력해주세요.';
  const carrier = fc.constantFrom('0', '1', '6', '7', '8', '9');
  const phone = (third: fc.Arbitrary<string>, rest: fc.Arbitrary<string>) =>
    fc.tuple(third, rest).map(([t, r]) => `01${t}${r}`);

  it('accepts 01, a carrier digit and 7 or 8 digits', () =>
    passes(mobilePhone, phone(carrier, stringOf(DIGITS, 7, 8))));

  it('rejects a third digit of 2, 3, 4 or 5', () => {
    failsWith(mobilePhone, message, phone(fc.constantFrom('2', '3', '4', '5'), stringOf(DIGITS, 7, 8)));
  });

  it('rejects fewer than 7 or more than 8 digits after the prefix', () => {
    const wrongLength = fc.oneof(stringOf(DIGITS, 0, 6), stringOf(DIGITS, 9, 15));
    failsWith(mobilePhone, message, phone(carrier, wrongLength));
  });

  it('rejects numbers that do not start with 01', () => {
    const prefix = stringOf(DIGITS, 2, 2).filter((p) => p !== '01');
    const number = fc.tuple(prefix, carrier, stringOf(DIGITS, 7, 8)).map((parts) => parts.join(''));
    failsWith(mobilePhone, message, number);
  });

  it('rejects a valid number with any non-digit inserted (hyphens, spaces, ...)', () => {
    failsWith(
      mobilePhone,
      message,
      insertAnywhere(phone(carrier, stringOf(DIGITS, 7, 8)), charNotIn(DIGITS)),
    );
  });
});

describe('minLength5', () => {
  const message = '5글자 이상으로 입력해 주세요.';

  it('accepts 5 or more characters of any kind', () => {
    passes(minLength5, seenAs(5, 60));
  });

  it('rejects fewer than 5 characters, counting astral characters (emoji) as one', () => {
    failsWith(minLength5, message, fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }));
  });
});

describe('maxLength50', () => {
  const message = '50글자 이하로 입력해 주세요.';

  it('accepts up to 50 characters, counting astral characters (emoji) as one', () => {
    passes(maxLength50, fc.string({ unit: 'binary', maxLength: 50 }));
  });

  it('rejects more than 50 characters', () => {
    failsWith(maxLength50, message, seenAs(51, 200));
  });
});

describe('noWhitespace', () => {
  const message = '공백은 입력할 수 없습니다.';
  const noSpace = fc.string({ unit: charNotIn(WHITESPACE), maxLength: 30 });

  it('accepts strings without any whitespace', () => passes(noWhitespace, noSpace));

  it('rejects any Unicode whitespace at the start, the end or inside', () => {
    failsWith(noWhitespace, message, insertAnywhere(noSpace, fc.constantFrom(...WHITESPACE)));
  });
});

describe('password', () => {
  const message = '8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.';
  const ALLOWED = [...LETTERS, ...DIGITS, ...PASSWORD_SPECIALS];

  /** One letter, one digit, one special and `extraMin`-`extraMax` more allowed characters, shuffled. */
  function composed(extraMin: number, extraMax: number): fc.Arbitrary<string> {
    return fc
      .tuple(
        fc.constantFrom(...LETTERS),
        fc.constantFrom(...DIGITS),
        fc.constantFrom(...PASSWORD_SPECIALS),
        fc.array(fc.constantFrom(...ALLOWED), { minLength: extraMin, maxLength: extraMax }),
      )
      .chain(([letter, digit, special, extra]) => {
        const chars = [letter, digit, special, ...extra];
        return fc.shuffledSubarray(chars, { minLength: chars.length });
      })
      .map((chars) => chars.join(''));
  }

  it('accepts 8-20 allowed characters with a letter, a digit and a special', () => {
    passes(password, composed(5, 17));
  });

  it('rejects fewer than 8 characters even with every class present', () => {
    failsWith(password, message, composed(0, 4));
  });

  it('rejects more than 20 characters even with every class present', () => {
    failsWith(password, message, composed(18, 40));
  });

  it('rejects 8-20 characters with no letter', () => {
    failsWith(password, message, stringOf([...DIGITS, ...PASSWORD_SPECIALS], 8, 20));
  });

  it('rejects 8-20 characters with no digit', () => {
    failsWith(password, message, stringOf([...LETTERS, ...PASSWORD_SPECIALS], 8, 20));
  });

  it('rejects 8-20 characters with no special', () => {
    failsWith(password, message, stringOf([...LETTERS, ...DIGITS], 8, 20));
  });

  it('rejects an otherwise valid password containing any other character (space, Hangul, _, ...)', () => {
    failsWith(password, message, insertAnywhere(composed(5, 16), charNotIn(ALLOWED)));
  });
});

describe('url', () => {
  const message = 'URL 형식이 아닙니다.';
  const LABEL_CHARS = [...LETTERS, ...DIGITS];

  const scheme = fc.constantFrom('', 'http://', 'https://', 'HTTPS://');
  // A label: letters/digits, hyphens only inside.
  const label = fc
    .tuple(
      fc.constantFrom(...LABEL_CHARS),
      fc.option(fc.tuple(stringOf([...LABEL_CHARS, '-'], 0, 20), fc.constantFrom(...LABEL_CHARS))),
    )
    .map(([first, rest]) => (rest === null ? first : first + rest[0] + rest[1]));
  const tld = stringOf(LETTERS, 2, 6);
  const domainName = fc.oneof(
    fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
      .map(([labels, t]) => [...labels, t].join('.')),
    fc.domain(),
  );
  const octet = fc.integer({ min: 0, max: 255 });
  const ipv4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join('.'));
  const port = fc.option(
    fc.integer({ min: 1, max: 65535 }).map((p) => `:${p}`),
    { nil: '' },
  );
  const pathChars = [...LETTERS, ...DIGITS, ..."-._~/?#[]@!$&'()*+,;=%"];
  const path = fc.option(
    fc.tuple(fc.constantFrom('/', '?', '#'), stringOf(pathChars, 0, 30)).map(([start, rest]) => start + rest),
    { nil: '' },
  );
  const urlFrom = (parts: {
    scheme?: fc.Arbitrary<string>;
    host?: fc.Arbitrary<string>;
    port?: fc.Arbitrary<string>;
    path?: fc.Arbitrary<string>;
  }) =>
    fc
      .tuple(
        parts.scheme ?? scheme,
        parts.host ?? fc.oneof(domainName, ipv4),
        parts.port ?? port,
        parts.path ?? path,
      )
      .map((p) => p.join(''));

  it('accepts [http(s)://] domain-or-IPv4 [:port] [path/query]', () => passes(url, urlFrom({})));

  it('rejects other schemes and malformed scheme separators', () => {
    const badScheme = fc.constantFrom(
      'ftp://',
      'file://',
      'ws://',
      'htp://',
      'http:/',
      'http:',
      '//',
      'mailto:',
      'http//',
    );
    failsWith(url, message, urlFrom({ scheme: badScheme }));
  });

  it('rejects IPv4 addresses with an octet above 255', () => {
    const big = fc.integer({ min: 256, max: 999 });
    const badIp = fc.tuple(octet, octet, octet, big, fc.nat(3)).map(([a, b, c, d, at]) => {
      const octets = [a, b, c];
      octets.splice(at, 0, d);
      return octets.join('.');
    });
    failsWith(url, message, urlFrom({ host: badIp }));
  });

  it('rejects ports outside 1-65535', () => {
    const badPort = fc.oneof(fc.constant(0), fc.integer({ min: 65536, max: 999999 })).map((p) => `:${p}`);
    failsWith(url, message, urlFrom({ port: badPort }));
  });

  it('rejects a TLD that is a single letter or not letters', () => {
    // The first label starts with a letter so the host can never read as an IPv4 address.
    const badTld = fc.oneof(stringOf(LETTERS, 1, 1), stringOf(DIGITS, 1, 4), fc.constant('c-m'));
    const host = fc.tuple(stringOf(LETTERS, 1, 10), badTld).map(([first, t]) => `${first}.${t}`);
    failsWith(url, message, urlFrom({ host }));
  });

  it('rejects labels that start or end with a hyphen', () => {
    const host = fc
      .tuple(label, tld, fc.boolean())
      .map(([l, t, atStart]) => `${atStart ? `-${l}` : `${l}-`}.${t}`);
    failsWith(url, message, urlFrom({ host }));
  });

  it('rejects a missing host', () => {
    // With nothing else either, the value is empty: that says required (rules.edge-cases.test.ts).
    failsWith(
      url,
      message,
      urlFrom({ host: fc.constant('') }).filter((value) => value !== ''),
    );
  });

  it('rejects whitespace anywhere', () => {
    failsWith(url, message, insertAnywhere(urlFrom({}), fc.constantFrom(...WHITESPACE)));
  });
});

describe('alphanumeric', () => {
  const message = '영문과 숫자만 입력할 수 있습니다.';
  const ALNUM = [...LETTERS, ...DIGITS];

  it('accepts one or more ASCII letters and digits', () => passes(alphanumeric, stringOf(ALNUM, 1, 40)));

  it('rejects any other character anywhere (Hangul, full-width letters, spaces, symbols)', () => {
    failsWith(alphanumeric, message, insertAnywhere(stringOf(ALNUM, 0, 40), charNotIn(ALNUM)));
  });
});

describe('email', () => {
  const message = '올바른 이메일 형식이 아닙니다.';
  const ALNUM = [...LETTERS, ...DIGITS];

  it('accepts plain local@domain.tld addresses', () => {
    const address = fc
      .tuple(stringOf(ALNUM, 1, 20), fc.domain())
      .map(([local, domain]) => `${local}@${domain}`);
    passes(email, address);
  });

  it('rejects anything without an @', () => {
    failsWith(
      email,
      message,
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((s) => !s.includes('@')),
    );
  });
});
