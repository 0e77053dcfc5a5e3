import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasUserCookie, rememberReturnTo, removeUserCookie, takeReturnTo } from './session';

const RETURN_KEY = 'cdmnet.returnTo';

function clearCookies() {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
});
afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

describe('hasUserCookie', () => {
  it('is false without cookies', () => {
    expect(hasUserCookie()).toBe(false);
  });

  it('is true when USER has a value, among other cookies', () => {
    document.cookie = 'theme=light; Path=/';
    document.cookie = 'USER=3; Path=/';
    expect(hasUserCookie()).toBe(true);
  });

  it('counts an empty USER as absent', () => {
    document.cookie = 'USER=; Path=/';
    expect(document.cookie).toContain('USER=');
    expect(hasUserCookie()).toBe(false);
  });

  it('does not mistake a cookie whose name only starts with USER', () => {
    document.cookie = 'USERNAME=kim; Path=/';
    document.cookie = 'XUSER=3; Path=/';
    expect(hasUserCookie()).toBe(false);
  });
});

describe('removeUserCookie', () => {
  it('removes USER and leaves the other cookies', () => {
    document.cookie = 'USER=3; Path=/';
    document.cookie = 'theme=light; Path=/';
    removeUserCookie();
    expect(hasUserCookie()).toBe(false);
    // A browser deletes it (Max-Age=0); happy-dom keeps it empty, which also reads as signed out.
    expect(document.cookie).not.toMatch(/(^|; )USER=[^;]/);
    expect(document.cookie).toContain('theme=light');
  });
});

describe('return location', () => {
  it('remembers path, query and hash, and gives them back once', () => {
    rememberReturnTo({ pathname: '/network/members', search: '?q=kim', hash: '#list' });
    expect(takeReturnTo()).toBe('/network/members?q=kim#list');
    expect(takeReturnTo()).toBe('/');
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
  });

  it('takes a URL (no hash) as well as a location', () => {
    rememberReturnTo(new URL('http://localhost/projects/7?tab=irb'));
    expect(takeReturnTo()).toBe('/projects/7?tab=irb');
  });

  it('keeps only the latest location', () => {
    rememberReturnTo({ pathname: '/a', search: '' });
    rememberReturnTo({ pathname: '/b', search: '?x=1' });
    expect(takeReturnTo()).toBe('/b?x=1');
  });

  it('never remembers /login, and does not forget the earlier location for it', () => {
    rememberReturnTo({ pathname: '/login', search: '?next=1', hash: '' });
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();

    rememberReturnTo({ pathname: '/resources', search: '' });
    rememberReturnTo({ pathname: '/login', search: '' });
    expect(takeReturnTo()).toBe('/resources');
  });

  it('is / when nothing was remembered', () => {
    expect(takeReturnTo()).toBe('/');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/login'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'network/members'],
    ['an empty string', ''],
  ])('refuses %s and forgets it', (_kind, target) => {
    sessionStorage.setItem(RETURN_KEY, target);
    expect(takeReturnTo()).toBe('/');
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
  });

  it('refuses a path that a URL turns into another host', () => {
    // The URL parser reads `/\evil.example` and `//evil.example` alike.
    rememberReturnTo(new URL('http://localhost/\\evil.example/x'));
    expect(takeReturnTo()).toBe('/');
  });
});
