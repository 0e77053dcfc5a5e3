import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { webapiMessages as m } from '../messages.ko.js';
import type { DesignStore } from './design-store.js';
import type { CohortExpression } from './designs.js';
import { characterizationExport, cohortListItem, incidenceRateDesign } from './designs.js';
import { badRequest, notFound } from './not-found.js';

// The writing half of WebAPI's design endpoints, which the platform's ATLAS supporter uses to copy
// designs between hospitals (import on the target; undo by deleting what it made):
// `POST /cohortdefinition/`, `POST /cohort-characterization/import`, `POST /ir/`, and DELETE of each.
// A body the node cannot take is answered 400 naming the field, and nothing is stored.

/** WebAPI keeps expressions as JSON text; its POSTs take them as objects or as that text. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

const conceptSetItem = z.looseObject({
  concept: z.looseObject({ CONCEPT_ID: z.number().int() }),
  includeDescendants: z.boolean().optional(),
  isExcluded: z.boolean().optional(),
  includeMapped: z.boolean().optional(),
});

/** The ATLAS cohort expression subset the platform's SQL generator reads (README.md). */
const cohortExpression = jsonText(
  z.looseObject({
    ConceptSets: z.array(
      z.looseObject({
        id: z.number().int(),
        name: z.string(),
        expression: z.looseObject({ items: z.array(conceptSetItem) }),
      }),
    ),
    PrimaryCriteria: z.looseObject({ CriteriaList: z.array(z.record(z.string(), z.unknown())).min(1) }),
  }),
);

const name = z.string().trim().min(1);
const description = z
  .string()
  .nullish()
  .transform((text) => text ?? '');

const cohortBody = z.looseObject({
  name,
  description,
  expressionType: z.literal('SIMPLE_EXPRESSION').optional(),
  expression: cohortExpression,
});

const characterizationBody = z.looseObject({
  name,
  description,
  cohorts: z.array(z.looseObject({ name, description, expression: cohortExpression })).min(1),
  featureAnalyses: z.array(
    z.looseObject({
      id: z.number().int(),
      name: z.string(),
      type: z.string(),
      domain: z.string(),
      description: description,
    }),
  ),
});

const cohortIds = z.array(z.number().int()).min(1);
const incidenceRateBody = z.looseObject({
  name,
  description,
  expression: jsonText(z.looseObject({ targetIds: cohortIds, outcomeIds: cohortIds })),
});

/** The first problem's field, as a dotted path (`expression.targetIds`). */
function field(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue && issue.path.length > 0 ? issue.path.join('.') : '본문';
}

type IdParams = { Params: { id: string } };

export function registerDesignImports(webapi: FastifyInstance, store: DesignStore) {
  webapi.post('/cohortdefinition', (request, reply) => {
    const body = cohortBody.safeParse(request.body);
    if (!body.success) return badRequest(reply, m.badDesign('코호트 정의', field(body.error)));
    const { name: cohortName, description: text, expression } = body.data;
    const cohort = store.addCohort(cohortName, text, expression as CohortExpression);
    // CohortDTO: the expression as an object.
    return reply.send({ ...cohortListItem(cohort), expressionType: 'SIMPLE_EXPRESSION', expression });
  });

  webapi.post('/cohort-characterization/import', (request, reply) => {
    const body = characterizationBody.safeParse(request.body);
    if (!body.success) return badRequest(reply, m.badDesign('특성 분석', field(body.error)));
    const { characterization } = store.importCharacterization(
      {
        name: body.data.name,
        description: body.data.description,
        featureAnalyses: body.data.featureAnalyses,
      },
      body.data.cohorts.map((cohort) => ({
        name: cohort.name,
        description: cohort.description,
        expression: cohort.expression as CohortExpression,
      })),
    );
    // CohortCharacterizationDTO: the new id, and the cohorts as created (their new ids).
    return reply.send({
      id: characterization.id,
      ...characterizationExport(store.designs, characterization),
    });
  });

  webapi.post('/ir', (request, reply) => {
    const body = incidenceRateBody.safeParse(request.body);
    if (!body.success) return badRequest(reply, m.badDesign('발생률 분석', field(body.error)));
    const { targetIds, outcomeIds } = body.data.expression;
    const missing = [...targetIds, ...outcomeIds].find(
      (id) => !store.designs.cohorts.some((cohort) => cohort.id === id),
    );
    if (missing !== undefined) return badRequest(reply, m.unknownIrCohort(missing));
    const ir = store.addIncidenceRate(body.data.name, body.data.description, body.data.expression);
    return reply.send(incidenceRateDesign(ir));
  });

  const remove = (
    path: string,
    kind: 'cohorts' | 'characterizations' | 'incidenceRates',
    missing: (id: string) => string,
  ) =>
    webapi.delete<IdParams>(path, (request, reply: FastifyReply) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || !store.delete(kind, id))
        return notFound(reply, missing(request.params.id));
      return reply.code(204).send();
    });
  remove('/cohortdefinition/:id', 'cohorts', m.unknownCohort);
  remove('/cohort-characterization/:id', 'characterizations', m.unknownCharacterization);
  remove('/ir/:id', 'incidenceRates', m.unknownIncidenceRate);
}
