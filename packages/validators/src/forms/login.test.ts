import { describe, it, expect } from 'vitest';
import { loginForm } from './login.js';

function messagesByField(value: unknown): Record<string, string[]> {
  const result = loginForm.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe('loginForm', () => {
  it('accepts an email and any non-empty password', () => {
    expect(loginForm.parse({ email: 'user@example.com', password: 'x' })).toEqual({
      email: 'user@example.com',
      password: 'x',
    });
  });

  // Sign-in must not apply the password rule: whether the password is right is the server's call.
  it('does not apply the password rule', () => {
    expect(messagesByField({ email: 'user@example.com', password: 'short' })).toEqual({});
  });

  it('requires a password', () => {
    expect(messagesByField({ email: 'user@example.com', password: '' })).toEqual({
      password: ['필수 입력 항목입니다.'],
    });
  });

  it('rejects a malformed email with one message', () => {
    expect(messagesByField({ email: 'user@', password: 'x' })).toEqual({
      email: ['올바른 이메일 형식이 아닙니다.'],
    });
  });

  it('reports missing fields as required, one message per field', () => {
    expect(messagesByField({})).toEqual({
      email: ['필수 입력 항목입니다.'],
      password: ['필수 입력 항목입니다.'],
    });
  });

  it('drops unknown keys', () => {
    expect(loginForm.parse({ email: 'user@example.com', password: 'x', remember: true })).toEqual({
      email: 'user@example.com',
      password: 'x',
    });
  });
});
