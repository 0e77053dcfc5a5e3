import { describe, expect, it } from 'vitest';
import {
  cdmSourceOf,
  conceptOf,
  vocabularySourceOf,
  type WebApiSource,
} from '../src/adapters/webapi-vocabulary.js';
import { masked } from '../src/services/concept-viewer.js';

// How a WebAPI's replies are read, whatever build sent them: circe's Concept in its spellings, the
// sources' daimons, and the masking of counts below an organisation's minimum.

describe("reading a WebAPI's concept", () => {
  it('reads WebAPI 2.x spellings: N and V for none, dates as epoch milliseconds', () => {
    expect(
      conceptOf({
        CONCEPT_ID: 35208414,
        CONCEPT_NAME: 'Gastrointestinal hemorrhage, unspecified',
        STANDARD_CONCEPT: 'N',
        INVALID_REASON: 'V',
        CONCEPT_CODE: 'K92.2',
        DOMAIN_ID: 'Condition',
        VOCABULARY_ID: 'ICD10CM',
        CONCEPT_CLASS_ID: '4-char billing code',
        VALID_START_DATE: 1167609600000,
        VALID_END_DATE: 4102358400000,
      }),
    ).toEqual({
      conceptId: 35208414,
      name: 'Gastrointestinal hemorrhage, unspecified',
      koreanName: null,
      domainId: 'Condition',
      vocabularyId: 'ICD10CM',
      conceptClassId: '4-char billing code',
      code: 'K92.2',
      standard: null,
      invalidReason: null,
      validStart: '2007-01-01',
      validEnd: '2099-12-31',
    });
  });

  it('reads ISO or compact dates, a Korean name, an invalid reason, and refuses a concept without an id', () => {
    const concept = conceptOf({
      CONCEPT_ID: 1,
      CONCEPT_NAME: 'x',
      STANDARD_CONCEPT: 'C',
      INVALID_REASON: 'D',
      VALID_START_DATE: '1970-01-01',
      VALID_END_DATE: '20991231',
      KOREAN_NAME: ' 위장관 출혈 ',
    });
    expect(concept).toMatchObject({
      standard: 'C',
      invalidReason: 'D',
      validStart: '1970-01-01',
      validEnd: '2099-12-31',
      koreanName: '위장관 출혈',
    });
    expect(conceptOf({ CONCEPT_NAME: 'no id' })).toBeNull();
    expect(conceptOf('not an object')).toBeNull();
  });
});

describe("choosing a WebAPI's source", () => {
  const source = (sourceKey: string, sourceName: string, ...daimons: [string, number][]): WebApiSource => ({
    sourceKey,
    sourceName,
    daimons: daimons.map(([type, priority]) => ({ type, priority })),
  });
  const sources = [
    source('OTHER', 'Other CDM', ['CDM', 0], ['Vocabulary', 0]),
    source('HANBIT_CDM', '한빛대학교병원 CDM', ['CDM', 0], ['Vocabulary', 2]),
    source('VOCAB_ONLY', 'Vocabulary', ['Vocabulary', 1]),
  ];

  it("takes WebAPI's priority Vocabulary source for searches", () => {
    expect(vocabularySourceOf(sources)?.sourceKey).toBe('HANBIT_CDM');
    expect(vocabularySourceOf([source('R', 'r', ['Results', 1])])).toBeUndefined();
  });

  it('matches a CDM by its database name, else takes the first source with a CDM daimon', () => {
    expect(cdmSourceOf(sources, 'hanbit_cdm')?.sourceKey).toBe('HANBIT_CDM');
    expect(cdmSourceOf(sources, 'elsewhere')?.sourceKey).toBe('OTHER');
    expect(cdmSourceOf([source('VOCAB_ONLY', 'v', ['Vocabulary', 1])], 'x')).toBeUndefined();
  });
});

describe('masking a person count', () => {
  it('hides what the hospital hid (null) and anything from 1 to the minimum − 1; zero and the minimum show', () => {
    expect(masked(null, 5)).toEqual({ value: null, hidden: true });
    expect(masked(1, 5)).toEqual({ value: null, hidden: true });
    expect(masked(4, 5)).toEqual({ value: null, hidden: true });
    expect(masked(0, 5)).toEqual({ value: 0, hidden: false });
    expect(masked(5, 5)).toEqual({ value: 5, hidden: false });
  });
});
