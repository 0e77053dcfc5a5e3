import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicOnlyLoader, signedInOnlyLoader } from './guards';
import { rememberReturnTo, removeUserCookie, takeReturnTo } from './session';

const RETURN_KEY = 'cdmnet.returnTo';

const argsFor = (href: string): LoaderFunctionArgs => ({
  request: new Request(href),
  url: new URL(href),
  pattern: '/*',
  params: {},
  context: undefined,
});

/** A loader's redirect, whether it returns or throws it (react-router accepts both). */
function outcome(load: () => unknown): unknown {
  try {
    return load();
  } catch (thrown) {
    return thrown;
  }
}

function expectRedirect(result: unknown, location: string) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe(location);
}

const signIn = () => {
  document.cookie = 'USER=3; Path=/';
};

beforeEach(() => {
  removeUserCookie();
  sessionStorage.clear();
});
afterEach(() => {
  removeUserCookie();
  sessionStorage.clear();
});

describe('publicOnlyLoader', () => {
  it('sends a signed-in user to the remembered location, and forgets it', () => {
    signIn();
    rememberReturnTo({ pathname: '/network/members', search: '?q=kim', hash: '#list' });
    expectRedirect(outcome(publicOnlyLoader), '/network/members?q=kim#list');
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
  });

  it('sends a signed-in user home when nothing was remembered', () => {
    signIn();
    expectRedirect(outcome(publicOnlyLoader), '/');
  });

  it('sends a signed-in user home rather than to another site', () => {
    signIn();
    sessionStorage.setItem(RETURN_KEY, '//evil.example');
    expectRedirect(outcome(publicOnlyLoader), '/');
  });

  it('lets an anonymous visitor in, keeping the return location for after sign-in', () => {
    rememberReturnTo({ pathname: '/projects', search: '?page=2' });
    expect(outcome(publicOnlyLoader)).toBeNull();
    expect(takeReturnTo()).toBe('/projects?page=2');
  });

  it('treats an empty USER cookie as signed out', () => {
    document.cookie = 'USER=; Path=/';
    expect(outcome(publicOnlyLoader)).toBeNull();
  });
});

describe('signedInOnlyLoader', () => {
  it('sends an anonymous visitor to /login and remembers the path and query asked for', () => {
    const result = outcome(() => signedInOnlyLoader(argsFor('http://localhost/network/members?q=kim')));
    expectRedirect(result, '/login');
    expect(takeReturnTo()).toBe('/network/members?q=kim');
  });

  it('lets a signed-in user in and remembers nothing', () => {
    signIn();
    expect(outcome(() => signedInOnlyLoader(argsFor('http://localhost/network/members?q=kim')))).toBeNull();
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
  });

  it('treats an empty USER cookie as signed out', () => {
    document.cookie = 'USER=; Path=/';
    expectRedirect(
      outcome(() => signedInOnlyLoader(argsFor('http://localhost/'))),
      '/login',
    );
    expect(takeReturnTo()).toBe('/');
  });
});
