import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar-initials';

describe('initialsOf', () => {
  it('takes the first character of a Korean name', () => {
    expect(initialsOf('김철수')).toBe('김');
    expect(initialsOf('  남궁 민수 ')).toBe('남');
    expect(initialsOf('서울대학교병원')).toBe('서');
  });

  it('takes the first letters of the first and last Latin word', () => {
    expect(initialsOf('Jane Doe')).toBe('JD');
    expect(initialsOf('jane van doe')).toBe('JD');
    expect(initialsOf('Cher')).toBe('C');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(initialsOf('𠀋山')).toBe('𠀋');
  });

  it('gives an empty string without a name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(null)).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});
