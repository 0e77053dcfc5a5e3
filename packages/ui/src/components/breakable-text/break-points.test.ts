import { describe, expect, it } from 'vitest';
import { breakPoints } from './break-points';

describe('breakPoints', () => {
  it('breaks an e-mail address after @ and before its dots', () => {
    expect(breakPoints('researcher@demo.cdmnet.kr')).toEqual(['researcher@', 'demo', '.cdmnet', '.kr']);
  });

  it('breaks a URL after its slashes, keeping // whole', () => {
    expect(breakPoints('http://127.0.0.1:17201/WebAPI')).toEqual([
      'http://',
      '127',
      '.0',
      '.0',
      '.1:17201/',
      'WebAPI',
    ]);
  });

  it('breaks a file name after - and _ and before its extension, never inside a Korean word', () => {
    expect(breakPoints('심부전_재입원-결과표.csv')).toEqual(['심부전_', '재입원-', '결과표', '.csv']);
  });

  it('breaks after a query string separator', () => {
    expect(breakPoints('/api/v1/files?id=7&name=a')).toEqual([
      '/api/',
      'v1/',
      'files?',
      'id=',
      '7&',
      'name=',
      'a',
    ]);
  });

  it('never cuts at either end nor inside a run of one separator', () => {
    expect(breakPoints('.hidden')).toEqual(['.hidden']);
    expect(breakPoints('a__b')).toEqual(['a__', 'b']);
    expect(breakPoints('end/')).toEqual(['end/']);
    expect(breakPoints('a..b')).toEqual(['a', '..b']);
    expect(breakPoints('dir/.env')).toEqual(['dir/', '.env']);
    expect(breakPoints('//cdn.kr')).toEqual(['//cdn', '.kr']);
    expect(breakPoints('')).toEqual([]);
  });

  it('keeps the text: the parts joined are what was given', () => {
    const text = 'soyul.jeon@cheongsol.kr / http://x.kr/a_b-c.csv';
    expect(breakPoints(text).join('')).toBe(text);
  });
});
