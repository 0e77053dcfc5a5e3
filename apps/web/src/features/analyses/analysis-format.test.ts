import { describe, expect, it } from 'vitest';
import { analysisMessages, type AnalysisTarget } from '@cdmnet/api';
import {
  closedTypeReasons,
  compactOrgNames,
  mayUseType,
  packageAccept,
  refusedField,
  shortChecksum,
  sortTargets,
  targetOrgNames,
  typeOptions,
  typeRoleReason,
  withoutLabel,
} from './analysis-format';

const target = (cdmId: number, cdmName: string, orgId: number, orgName: string): AnalysisTarget => ({
  cdmId,
  cdmName,
  orgId,
  orgName,
});

const targets = [
  target(3, 'HAEORUM_ONCO_CDM', 3, '해오름병원'),
  target(1, 'HANBIT_CDM', 1, '한빛대학교병원'),
  target(2, 'HAEORUM_CDM', 3, '해오름병원'),
  target(4, 'SJMC_CDM', 2, '세종의료원'),
];

describe('targetOrgNames', () => {
  it('names each organisation once, in Korean order', () => {
    expect(targetOrgNames(targets)).toEqual(['세종의료원', '한빛대학교병원', '해오름병원']);
    expect(targetOrgNames([])).toEqual([]);
  });
});

describe('compactOrgNames', () => {
  it('shows up to two names, then how many more', () => {
    expect(compactOrgNames([])).toBe('대상 없음');
    expect(compactOrgNames(['한빛대학교병원'])).toBe('한빛대학교병원');
    expect(compactOrgNames(['한빛대학교병원', '세종의료원'])).toBe('한빛대학교병원, 세종의료원');
    expect(compactOrgNames(['한빛대학교병원', '세종의료원', '해오름병원', '청솔병원'])).toBe(
      '한빛대학교병원, 세종의료원 외 2곳',
    );
    expect(compactOrgNames(['가', '나'], 1)).toBe('가 외 1곳');
  });
});

describe('sortTargets', () => {
  it('orders by organisation, then CDM, in Korean order, without touching its input', () => {
    const sorted = sortTargets(targets);
    expect(sorted.map((t) => `${t.orgName}/${t.cdmName}`)).toEqual([
      '세종의료원/SJMC_CDM',
      '한빛대학교병원/HANBIT_CDM',
      '해오름병원/HAEORUM_CDM',
      '해오름병원/HAEORUM_ONCO_CDM',
    ]);
    expect(targets[0]?.cdmName).toBe('HAEORUM_ONCO_CDM');
  });
});

describe('shortChecksum', () => {
  const sha = 'a3f1c9e07b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a';
  it('keeps the first twelve characters and marks the cut', () => {
    expect(shortChecksum(sha)).toBe('a3f1c9e07b2d…');
    expect(shortChecksum(sha, 8)).toBe('a3f1c9e0…');
  });
  it('leaves a short value whole', () => {
    expect(shortChecksum('abc')).toBe('abc');
    expect(shortChecksum('')).toBe('');
  });
});

describe('packageAccept', () => {
  it('offers the contract’s extensions, R as researchers write it', () => {
    expect(packageAccept).toEqual(['.zip', '.sql', '.R']);
  });
});

describe('research-role gates', () => {
  it('opens the plain types to everyone and a gated type to the holder of its role', () => {
    expect(mayUseType('ESTIMATION', [])).toBe(true);
    expect(mayUseType('PREDICTION', [])).toBe(true);
    expect(mayUseType('ML', [])).toBe(false);
    expect(mayUseType('ML', ['ML'])).toBe(true);
    expect(mayUseType('FL', ['ML', 'ATLAS_SUPPORTER'])).toBe(false);
  });

  it('disables the closed options and says why each is closed', () => {
    expect(typeOptions(['FL']).map((o) => [o.value, o.disabled])).toEqual([
      ['ESTIMATION', false],
      ['PREDICTION', false],
      ['ADVANCED_ANALYSIS', true],
      ['ML', true],
      ['FL', false],
    ]);
    expect(closedTypeReasons(['FL'])).toEqual([
      analysisMessages.typeNeedsRole.ADVANCED_ANALYSIS,
      analysisMessages.typeNeedsRole.ML,
    ]);
    expect(closedTypeReasons(['ADVANCED_ANALYSIS', 'ML', 'FL'])).toEqual([]);
  });
});

describe('refusedField', () => {
  it('puts a refused type and refused targets under their fields', () => {
    expect(refusedField(analysisMessages.typeNeedsRole.ML)).toBe('type');
    expect(refusedField(`분석 유형: ${analysisMessages.typeInvalid}`)).toBe('type');
    expect(refusedField(analysisMessages.targetUnknown)).toBe('cdmIds');
    expect(refusedField(`대상 CDM: ${analysisMessages.targetsRequired}`)).toBe('cdmIds');
    expect(refusedField('잘못된 접근입니다.')).toBeNull();
    expect(refusedField(`이름: 필수 입력 항목입니다.`)).toBeNull();
  });

  it('drops the field’s name from a message said under it', () => {
    expect(withoutLabel(`대상 CDM: ${analysisMessages.targetsRequired}`, '대상 CDM')).toBe(
      analysisMessages.targetsRequired,
    );
    expect(withoutLabel(analysisMessages.targetUnknown, '대상 CDM')).toBe(
      '선택한 CDM을 찾을 수 없거나 볼 수 없는 기관의 CDM입니다.',
    );
    expect(withoutLabel(analysisMessages.targetsRequired, '대상 CDM')).toBe(analysisMessages.targetsRequired);
  });
});

describe('typeRoleReason', () => {
  it('names the missing research role of a gated type, and nothing otherwise', () => {
    expect(typeRoleReason('FL', [])).toBe(analysisMessages.typeNeedsRole.FL);
    expect(typeRoleReason('FL', ['FL'])).toBeNull();
    expect(typeRoleReason('ESTIMATION', [])).toBeNull();
  });
});
