import { describe, expect, it } from 'vitest';
import { projectForm } from './projects.js';

describe('projectForm', () => {
  it('names the project type as the form labels it when the type is not one of the three', () => {
    const result = projectForm.safeParse({
      name: '코호트 연구',
      openScope: 'PRIVATE',
      purpose: 'MARKETING',
      color: '#0F766E',
    });
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toMatch(/^프로젝트 유형은 /);
    expect(message).not.toMatch(/연구 목적/);
  });
});
