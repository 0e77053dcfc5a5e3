import type { SampleName } from './sample.js';

/**
 * Korean names for the demo's key concepts, added to the loaded `concept_synonym` with
 * language_concept_id 4175771 (Korean), the way OHDSI's KCD7 vocabulary keeps Korean names. The
 * samples have none of their own; these make the WebAPI search answer Korean queries
 * ("위장관 출혈", "셀레콕시브"). Every concept id here exists in its sample's `concept` table.
 */
export const KOREAN_LANGUAGE_CONCEPT_ID = 4175771;

const GIBLEED: [conceptId: number, name: string][] = [
  // The study question: gastrointestinal haemorrhage after NSAID exposure.
  [192671, '위장관 출혈'],
  [192671, '위장관출혈'],
  [1118084, '셀레콕시브'],
  [1124300, '디클로페낙'],
  // Other NSAIDs and analgesics in the sample.
  [1177480, '이부프로펜'],
  [1115008, '나프록센'],
  [1112807, '아스피린'],
  [1125315, '아세트아미노펜'],
  // Conditions an NSAID study looks at.
  [80180, '골관절염'],
  [80809, '류마티스 관절염'],
  [4027663, '소화성 궤양'],
  [30753, '식도염'],
  [313217, '심방세동'],
  [4329847, '심근경색'],
  [439777, '빈혈'],
  [317009, '천식'],
  [255848, '폐렴'],
  // Gender and visit concepts the characterisations show.
  [8507, '남성'],
  [8532, '여성'],
  [9201, '입원'],
  [9202, '외래'],
  [9203, '응급실 방문'],
];

/** Synthea27Nj's most frequent conditions, drugs, procedures and visits (its own vocabulary shard). */
const SYNTHEA27NJ: [conceptId: number, name: string][] = [
  [40481087, '바이러스성 부비동염'],
  [4112343, '급성 바이러스성 인두염'],
  [260139, '급성 기관지염'],
  [372328, '중이염'],
  [439777, '빈혈'],
  [28060, '연쇄상구균 인두염'],
  [4217975, '정상 임신'],
  [4251306, '스트레스'],
  [1127433, '아세트아미노펜 325 MG 경구정'],
  [19019979, '이부프로펜 100 MG 경구정'],
  [1713671, '아목시실린·클라불란산 경구정'],
  [4249893, '대장내시경'],
  [9201, '입원'],
  [9202, '외래'],
  [9203, '응급실 방문'],
];

export const KOREAN_SYNONYMS: Record<SampleName, [conceptId: number, name: string][]> = {
  gibleed: GIBLEED,
  synthea27nj: SYNTHEA27NJ,
};
