import {
  conceptFinderForm,
  conceptFinderResult,
  finderIndex,
  finderRecords,
  finderRecordsForm,
} from './concept-finder.js';
import { endpoint } from './endpoint.js';

// EVIX-AI's concept finder (spec §2 /evix-ai/concept-finder; issue 30).

export const findConcepts = endpoint({
  method: 'POST',
  path: '/api/v1/evix-ai/concept-finder/search',
  summary:
    "Free text (Korean, English or mixed) → standard OMOP concepts ranked from the platform's index of the hospitals' vocabularies, each with the name and reasons it matched and the caller's hospitals having it; the model-assisted ranking when a model is configured and answers in time, the model-free one otherwise (method says which).",
  body: conceptFinderForm,
  content: conceptFinderResult,
});

export const countFinderRecords = endpoint({
  method: 'POST',
  path: '/api/v1/evix-ai/concept-finder/records',
  summary:
    "Persons with records of each concept per CDM of the caller's organisations, under the concept viewer's gates (Concept ID switch, concept lookup, membership) and hidden below each organisation's minimum cell count.",
  body: finderRecordsForm,
  content: finderRecords,
});

export const getFinderIndex = endpoint({
  method: 'GET',
  path: '/api/v1/evix-ai/concept-finder/index',
  summary:
    "What the finder's index holds (READY, BUILDING or EMPTY; concepts; hospitals read and failed; last read), for the page before a search; builds it first if it never was.",
  content: finderIndex,
});
