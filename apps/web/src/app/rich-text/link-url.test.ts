import { describe, expect, it } from 'vitest';
import { toLinkUrl } from './link-url';

describe('toLinkUrl', () => {
  it.each([
    ['https://cdmnet.kr/guide', 'https://cdmnet.kr/guide'],
    ['  http://10.0.0.1:8080/x ', 'http://10.0.0.1:8080/x'],
    ['mailto:help@cdmnet.kr', 'mailto:help@cdmnet.kr'],
    ['/resources/3', '/resources/3'],
    ['#top', '#top'],
    ['cdmnet.kr/guide', 'https://cdmnet.kr/guide'],
    ['cdmnet.kr:8443/x', 'https://cdmnet.kr:8443/x'],
    ['//cdmnet.kr/x', 'https://cdmnet.kr/x'],
  ])('takes %j as %j', (input, output) => {
    expect(toLinkUrl(input)).toBe(output);
  });

  it.each(['', '   ', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'a b'])(
    'refuses %j',
    (input) => {
      expect(toLinkUrl(input)).toBeNull();
    },
  );
});
