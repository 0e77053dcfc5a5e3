import { describe, expect, it } from 'vitest';
import { atlasLinkHref, engineConsoleHref } from './external-links';

describe('engineConsoleHref', () => {
  it.each([
    ['http://engine.hanbit.ac.kr:8888', 'http://engine.hanbit.ac.kr:8888'],
    ['https://engine.hanbit.ac.kr:8443/api/v1/metrics', 'https://engine.hanbit.ac.kr:8443'],
    ['engine.hanbit.ac.kr:8888', 'http://engine.hanbit.ac.kr:8888'],
    ['  10.0.0.12:8080/path?x=1  ', 'http://10.0.0.12:8080'],
    ['HTTPS://Engine.Example.COM', 'https://engine.example.com'],
    ['http://engine.example.com:80', 'http://engine.example.com'],
  ])('%s opens %s', (address, href) => {
    expect(engineConsoleHref(address)).toBe(href);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['another scheme', 'ftp://engine.example.com'],
    ['a script', 'javascript:alert(1)'],
    ['spaces inside', 'engine example.com'],
    ['a bad port', 'engine.example.com:99999'],
    ['credentials', 'http://user:secret@engine.example.com'],
    ['no host', 'http://'],
  ])('has no link for %s', (_, address) => {
    expect(engineConsoleHref(address)).toBeNull();
  });
});

describe('atlasLinkHref', () => {
  it('keeps the path of the link', () => {
    expect(atlasLinkHref('https://atlas.hanbit.ac.kr/atlas/#/home')).toBe(
      'https://atlas.hanbit.ac.kr/atlas/#/home',
    );
  });

  it('assumes http without a scheme', () => {
    expect(atlasLinkHref('atlas.hanbit.ac.kr/atlas')).toBe('http://atlas.hanbit.ac.kr/atlas');
  });

  it.each(['', '  ', null, 'mailto:admin@hanbit.ac.kr', 'javascript:void(0)'])(
    'has no link for %j',
    (value) => {
      expect(atlasLinkHref(value)).toBeNull();
    },
  );
});
