import type { VocabularyConcept } from '@cdmnet/api';

// ATLAS's concept set expression, as its concept set editor's Import → JSON takes it (and its Export
// gives it): each item a concept in WebAPI's upper-case fields, with how the set treats it.

const standardCaptions = { S: 'Standard', C: 'Classification' } as const;
const invalidCaptions: Record<string, string> = { D: 'Invalid', U: 'Invalid' };

export interface AtlasConceptSetExpression {
  items: {
    concept: {
      CONCEPT_ID: number;
      CONCEPT_NAME: string;
      STANDARD_CONCEPT: string;
      STANDARD_CONCEPT_CAPTION: string;
      INVALID_REASON: string;
      INVALID_REASON_CAPTION: string;
      CONCEPT_CODE: string;
      DOMAIN_ID: string;
      VOCABULARY_ID: string;
      CONCEPT_CLASS_ID: string;
    };
    isExcluded: boolean;
    includeDescendants: boolean;
    includeMapped: boolean;
  }[];
}

/**
 * A finder's picks as one expression. Descendants are included: a clinician asking for 위장관 출혈
 * means its kinds too, as ATLAS users usually set it; ATLAS lets her change each item after import.
 */
export function atlasConceptSet(concepts: readonly VocabularyConcept[]): AtlasConceptSetExpression {
  return {
    items: concepts.map((c) => ({
      concept: {
        CONCEPT_ID: c.conceptId,
        CONCEPT_NAME: c.name,
        STANDARD_CONCEPT: c.standard ?? 'N',
        STANDARD_CONCEPT_CAPTION: c.standard ? standardCaptions[c.standard] : 'Non-Standard',
        INVALID_REASON: c.invalidReason ?? 'V',
        INVALID_REASON_CAPTION: c.invalidReason ? (invalidCaptions[c.invalidReason] ?? 'Invalid') : 'Valid',
        CONCEPT_CODE: c.code,
        DOMAIN_ID: c.domainId,
        VOCABULARY_ID: c.vocabularyId,
        CONCEPT_CLASS_ID: c.conceptClassId,
      },
      isExcluded: false,
      includeDescendants: true,
      includeMapped: false,
    })),
  };
}
