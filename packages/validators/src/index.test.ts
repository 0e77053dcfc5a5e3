import { describe, it, expect } from 'vitest';
import * as validators from './index.js';

// Guards the public surface: other packages import these names, so removing or renaming one
// should be a deliberate change to this list.
describe('@cdmnet/validators', () => {
  it('exports exactly the rules, the messages and the forms', () => {
    expect(Object.keys(validators).sort()).toEqual([
      'alphanumeric',
      'authCode',
      'email',
      'graphemeLength',
      'loginForm',
      'maxLength',
      'maxLength50',
      'minLength5',
      'mobilePhone',
      'noWhitespace',
      'password',
      'url',
      'validationMessages',
    ]);
  });

  it('keeps every message in Korean copy, never empty', () => {
    for (const message of Object.values(validators.validationMessages)) {
      expect(typeof message === 'function' ? message(10) : message).toMatch(/[가-힣]/);
    }
  });
});
