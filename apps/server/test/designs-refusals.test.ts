import { describe, expect, it } from 'vitest';
import { designToSql, parseDesign } from '../src/designs/index.js';
import {
  GI_BLEED,
  characterizationDesign,
  cohortDesign,
  cohortExpression,
  giBleedExpression,
  incidenceRateDesign,
  item,
  source,
  startPlus,
} from './designs/fixtures.js';

// What cannot become SQL is refused in Korean, naming the part; nothing is silently left out, and no
// value that is not an integer reaches SQL text.

function refusal(json: unknown): string {
  const built = designToSql(json);
  if (built.ok) throw new Error('expected a refusal');
  return built.message;
}

const withExtra = (extra: Record<string, unknown>) =>
  cohortDesign(cohortExpression({ items: [item(GI_BLEED)], extra }));

describe('parseDesign', () => {
  it('reads each kind, with expressions as objects or JSON text', () => {
    for (const json of [
      cohortDesign(giBleedExpression()),
      cohortDesign(JSON.stringify(giBleedExpression())),
      characterizationDesign([{ id: 1, name: 'a', expression: JSON.stringify(giBleedExpression()) }]),
      incidenceRateDesign({ start: startPlus(0), end: startPlus(365) }),
      { kind: 'ESTIMATION', source, design: { name: 'est', targetComparatorOutcomes: [] } },
      { kind: 'PREDICTION', source: { designId: 4 }, design: { name: 'plp' } },
    ]) {
      const parsed = parseDesign(json);
      expect(parsed.ok ? parsed.design.kind : parsed.message).toBe((json as { kind: string }).kind);
    }
  });

  it('refuses an unknown kind and a document that is not an object', () => {
    expect(refusal({ kind: 'PATHWAY', source, design: {} })).toBe(
      '지원하지 않는 설계 종류입니다: PATHWAY. 가능한 종류는 COHORT, CHARACTERIZATION, INCIDENCE_RATE, ESTIMATION, PREDICTION 입니다.',
    );
    expect(refusal([1, 2])).toContain('JSON 객체');
  });

  it('refuses a concept id that is not an integer, naming where it is', () => {
    for (const conceptId of [192671.5, '192671) OR (1=1', null]) {
      const message = refusal(cohortDesign(cohortExpression({ items: [item(conceptId)] })));
      expect(message).toBe(
        'ATLAS 설계를 읽을 수 없습니다. cohort.expression.ConceptSets[0].expression.items[0].concept.CONCEPT_ID: 개념 ID(CONCEPT_ID)는 정수여야 합니다.',
      );
    }
  });

  it('refuses other values that would reach SQL unless they are what they should be', () => {
    expect(refusal(cohortDesign(cohortExpression({ items: [item(GI_BLEED)], prior: -1 })))).toContain(
      'PrimaryCriteria.ObservationWindow.PriorDays: 0 이상이어야 합니다.',
    );
    expect(
      refusal(
        cohortDesign(
          cohortExpression({ items: [item(GI_BLEED)], extra: { QualifiedLimit: { Type: 'Best' } } }),
        ),
      ),
    ).toContain('QualifiedLimit.Type: 다음 중 하나여야 합니다: First, All, Last.');
    expect(
      refusal(
        incidenceRateDesign(
          { start: startPlus(0), end: startPlus(365) },
          { studyWindow: { startDate: "2001-01-01'" } },
        ),
      ),
    ).toContain('studyWindow.startDate: YYYY-MM-DD 형식의 날짜여야 합니다.');
    expect(
      refusal({ ...cohortDesign(giBleedExpression()), cohort: { id: 1, name: 'x', expression: '{broken' } }),
    ).toContain('cohort.expression: JSON 문자열로 저장된 표현식을 읽을 수 없습니다.');
  });
});

describe('cohort parts we do not turn into SQL', () => {
  it('refuses inclusion rules', () => {
    const message = refusal(
      withExtra({ InclusionRules: [{ name: 'prior NSAID', expression: { Type: 'ALL', CriteriaList: [] } }] }),
    );
    expect(message).toBe(
      '코호트 1 "GI bleed": 포함 기준(InclusionRules, 1개)은(는) 아직 SQL로 바꿀 수 없습니다. 이 부분을 비운 코호트 정의만 실행할 수 있습니다.',
    );
  });

  it('refuses censoring criteria, an end strategy, additional criteria and a censor window', () => {
    expect(refusal(withExtra({ CensoringCriteria: [{ Death: {} }] }))).toContain(
      '중도 절단 기준(CensoringCriteria, 1개)',
    );
    expect(
      refusal(withExtra({ EndStrategy: { DateOffset: { DateField: 'EndDate', Offset: 0 } } })),
    ).toContain('코호트 종료 전략(EndStrategy)');
    expect(
      refusal(
        withExtra({ AdditionalCriteria: { Type: 'ALL', CriteriaList: [{ Criteria: {} }], Groups: [] } }),
      ),
    ).toContain('추가 기준(AdditionalCriteria)');
    expect(refusal(withExtra({ CensorWindow: { startDate: '2010-01-01' } }))).toContain(
      '코호트 기간 제한(CensorWindow)',
    );
    expect(refusal(withExtra({ CollapseSettings: { CollapseType: 'NONE', EraPad: 0 } }))).toContain(
      'CollapseType "NONE"',
    );
    expect(refusal(withExtra({ SomethingNew: { x: 1 } }))).toContain('코호트 정의의 항목 SomethingNew');
  });

  it('accepts what ATLAS writes for parts left empty', () => {
    const built = designToSql(
      withExtra({
        AdditionalCriteria: { Type: 'ALL', CriteriaList: [], DemographicCriteriaList: [], Groups: [] },
        EndStrategy: null,
        CensorWindow: {},
        Title: 'ignored',
      }),
    );
    expect(built.ok).toBe(true);
  });

  it('refuses an unknown criteria type, naming it and where it is', () => {
    const message = refusal(
      cohortDesign(cohortExpression({ items: [item(GI_BLEED)], criteria: 'VisitOccurrence' })),
    );
    expect(message).toBe(
      '코호트 1 "GI bleed": 지원하지 않는 기준 유형입니다: VisitOccurrence (PrimaryCriteria.CriteriaList[0]). 지원하는 유형은 ConditionOccurrence, DrugExposure, ProcedureOccurrence, Measurement, Observation 입니다.',
    );
  });

  it('refuses a criterion attribute it would otherwise ignore, and a missing concept set', () => {
    const expression = giBleedExpression();
    expression.PrimaryCriteria.CriteriaList = [
      { ConditionOccurrence: { CodesetId: 0, OccurrenceStartDate: { Value: '2010-01-01', Op: 'gt' } } },
    ];
    expect(refusal(cohortDesign(expression))).toContain(
      '기준 속성 OccurrenceStartDate (PrimaryCriteria.CriteriaList[0].ConditionOccurrence)',
    );
    expression.PrimaryCriteria.CriteriaList = [{ ConditionOccurrence: { CodesetId: 7 } }];
    expect(refusal(cohortDesign(expression))).toContain('개념 집합 7');
  });
});

describe('designs that are not SQL', () => {
  it('says estimation and prediction need an R engine', () => {
    expect(refusal({ kind: 'ESTIMATION', source, design: { name: 'est' } })).toBe(
      '효과 추정(ESTIMATION) 설계는 SQL로 바꿀 수 없습니다. ATLAS가 만드는 R 연구 패키지로 실행해야 하며, R 이미지가 있는 실행 엔진(Arachne Execution Engine)이 필요합니다.',
    );
    expect(refusal({ kind: 'PREDICTION', source, design: { name: 'plp' } })).toContain(
      '환자 수준 예측(PREDICTION)',
    );
  });

  it('refuses strata and cohorts the bundle lacks', () => {
    const strata = characterizationDesign([{ id: 1, name: 'a', expression: giBleedExpression() }]);
    strata.design.stratas = [{ name: 'men' }] as never[];
    expect(refusal(strata)).toContain('층화(stratas, 1개)');
    expect(
      refusal(
        incidenceRateDesign({ start: startPlus(0), end: startPlus(365) }, { strata: [{ name: 'women' }] }),
      ),
    ).toContain('층화 기준(strata, 1개)');
    expect(
      refusal(incidenceRateDesign({ start: startPlus(0), end: startPlus(365) }, { outcomeIds: [9] })),
    ).toBe('발생률 설계가 가리키는 결과 코호트 9의 정의가 함께 가져온 코호트 정의(cohorts)에 없습니다.');
    expect(
      refusal(
        characterizationDesign([
          { id: 1, name: 'a', expression: withExtra({}).cohort.expression },
          { id: 1, name: 'b', expression: giBleedExpression() },
        ]),
      ),
    ).toContain('코호트 ID 1');
  });
});
