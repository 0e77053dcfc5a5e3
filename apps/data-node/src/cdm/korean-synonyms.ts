/**
 * Korean names for the demo's key concepts, added to the loaded `concept_synonym` with
 * language_concept_id 4175771 (Korean), the way OHDSI's KCD7 vocabulary keeps Korean names. The
 * GiBleed sample has none of its own; these make the WebAPI search answer Korean queries
 * ("위장관 출혈", "셀레콕시브"). Every concept id here exists in the sample's `concept` table.
 */
export const KOREAN_LANGUAGE_CONCEPT_ID = 4175771;

export const KOREAN_SYNONYMS: [conceptId: number, name: string][] = [
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
