import { inArray } from 'drizzle-orm';
import { finderConcepts } from '../db/schema.js';
import { indexState, refreshIndexOnce } from '../concept-finder/index-sync.js';
import { rankSearch } from '../services/concept-finder.js';
import { listNetworkOrganizations } from '../services/network.js';
import {
  citationLabels,
  refusals,
  toolDescriptions as d,
  toolLabels,
  toolSummaries as s,
} from './messages.ko.js';
import { NO_PARAMETERS, refusedOutcome, type AssistantTool } from './tool-types.js';

// What every signed-in user may read: the concept finder's model-free ranking (the assistant's model
// already reads the question; a second model call per search would only slow the answer) and the
// network's organisations as the network page lists them (hidden ones only for their members).

const TOP_CONCEPTS = 10;
/** Concept pages cited per search: the first few are the ones an answer names. */
const CITED_CONCEPTS = 5;
const QUERY_MAX = 200;
/** How long a search waits for an index never built (the finder's own first build waits likewise). */
const FIRST_BUILD_WAIT_MS = 5_000;

export const conceptPath = (conceptId: number) => `/atlas/concepts/${conceptId}`;
const NETWORK_PATH = '/network/organizations';

export const findConceptsTool: AssistantTool = {
  definition: {
    name: 'find_concepts',
    description: d.findConcepts,
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: d.query } },
      required: ['query'],
      additionalProperties: false,
    },
  },
  async run({ db }, args) {
    const label = toolLabels.find_concepts!;
    const query = typeof args.query === 'string' ? args.query.trim().slice(0, QUERY_MAX) : '';
    if (query === '') return refusedOutcome(refusals.badArguments, s.invalid(label));
    if (!(await indexState(db)).built)
      await Promise.race([
        refreshIndexOnce(db),
        new Promise((resolve) => setTimeout(resolve, FIRST_BUILD_WAIT_MS).unref()),
      ]);
    const ranked = (await rankSearch(db, query)).slice(0, TOP_CONCEPTS);
    const rows =
      ranked.length === 0
        ? []
        : await db
            .select()
            .from(finderConcepts)
            .where(
              inArray(
                finderConcepts.conceptId,
                ranked.map((item) => item.conceptId),
              ),
            );
    const byId = new Map(rows.map((row) => [row.conceptId, row]));
    const concepts = ranked.flatMap((item) => {
      const row = byId.get(item.conceptId);
      return row
        ? [
            {
              id: row.conceptId,
              name: row.conceptName,
              koreanName: row.koreanName,
              domain: row.domainId,
              vocabulary: row.vocabularyId,
              code: row.conceptCode,
              standard: row.standardConcept === 'S',
              matched: item.ranked.explanation.name,
            },
          ]
        : [];
    });
    return {
      result: {
        query,
        concepts,
        ...(concepts.length === 0 && !(await indexState(db)).built ? { note: refusals.indexEmpty } : {}),
      },
      summary: s.concepts(query, concepts.length),
      objects: concepts.map((c) => ({ type: 'concept', id: c.id })),
      citations: concepts.slice(0, CITED_CONCEPTS).map((c) => ({
        label: citationLabels.concept(c.id, c.koreanName ?? c.name),
        href: conceptPath(c.id),
      })),
      refused: false,
    };
  },
};

export const listHospitalsTool: AssistantTool = {
  definition: {
    name: 'list_hospitals',
    description: d.listHospitals,
    parameters: NO_PARAMETERS,
  },
  async run({ db, userId }) {
    const orgs = await listNetworkOrganizations(db, userId);
    return {
      result: {
        organizations: orgs.map((org) => ({
          id: org.id,
          name: org.name,
          rfzLevel: org.rfzLevel,
          myMembership: org.myPrivilege,
          cdms: org.cdmList.map((cdm) => ({
            name: cdm.name,
            patients: cdm.patientCount,
            from: cdm.periodStart,
            to: cdm.periodEnd,
          })),
        })),
      },
      summary: s.hospitals(orgs.length),
      objects: orgs.map((org) => ({ type: 'organization', id: org.id })),
      citations: [{ label: citationLabels.network, href: NETWORK_PATH }],
      refused: false,
    };
  },
};
