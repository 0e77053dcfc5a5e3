import { describe, expect, it } from 'vitest';
import { notificationTexts, withEul, withRo } from './notifications.ko.js';

describe('withRo', () => {
  it('writes 로 after a vowel or ㄹ, 으로 after another final consonant, and both after anything else', () => {
    expect(withRo('관리자')).toBe('관리자로');
    expect(withRo('기관 연구원')).toBe('기관 연구원으로');
    expect(withRo('파트너 연구원')).toBe('파트너 연구원으로');
    expect(withRo('서울')).toBe('서울로');
    expect(withRo('EVD')).toBe('EVD(으)로');
  });
});

describe('withEul', () => {
  it('writes 를 after a vowel and 을 after a final consonant', () => {
    expect(withEul('결과 조회')).toBe('결과 조회를');
    expect(withEul('결과 반출')).toBe('결과 반출을');
  });
});

describe('notificationTexts', () => {
  const run = { project: '심부전 재입원 위험 예측', analysis: '재입원 모형', run: 13, org: '한빛대학교병원' };

  it('names the project, analysis, run and hospital of a run the same way in every notice', () => {
    const phrase = "'심부전 재입원 위험 예측' 프로젝트 '재입원 모형' 분석(실행 #13)";
    expect(notificationTexts.runEnded(run, 'FINISHED_SUCCESSFULLY').message).toBe(
      `한빛대학교병원에서 실행한 ${phrase}이 성공적으로 끝났습니다.`,
    );
    expect(notificationTexts.runEnded(run, 'FINISHED_WITH_ERROR', '메모리 부족').message).toBe(
      `한빛대학교병원에서 실행한 ${phrase}이 오류로 끝났습니다.\n오류: 메모리 부족`,
    );
    expect(notificationTexts.resultAsked(run, '결과 반출', '김민준', ' ').message).toBe(
      `김민준 님이 한빛대학교병원에서 실행한 ${phrase}의 결과 반출을 요청했습니다.`,
    );
  });
});
