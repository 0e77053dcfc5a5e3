import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { registerAtlasPage } from '../atlas-page/routes.js';
import type { SiteConfig } from '../config.js';
import type { CdmDatabase } from '../cdm/database.js';
import { webapiMessages as m } from '../messages.ko.js';
import {
  analysisListItem,
  characterizationExport,
  characterizationListItem,
  cohortDetail,
  cohortListItem,
  incidenceRateDesign,
  incidenceRateListItem,
  specificationExport,
} from './designs.js';
import { registerDesignImports } from './design-imports.js';
import type { DesignStore } from './design-store.js';
import { notFound } from './not-found.js';
import type { RecordCounts } from './record-counts.js';
import { registerVocabularyRoutes } from './vocabulary-routes.js';

// The WebAPI port: the subset of OHDSI WebAPI the platform calls, under /WebAPI (engines.md), in
// WebAPI's shapes: info, sources, the vocabulary and record counts over the site's CDM
// (vocabulary-routes.ts), and the stored designs. No authentication (WebAPI's default security is off
// too).

export const WEBAPI_VERSION = '2.14.0';

/** Spring Data's Page as Jackson writes it (`GET /cohort-characterization` is paged in WebAPI). */
function page<T>(items: T[], pageIndex: number, size: number) {
  const content = items.slice(pageIndex * size, pageIndex * size + size);
  const totalPages = Math.ceil(items.length / size);
  const sort = { sorted: false, unsorted: true, empty: true };
  return {
    content,
    pageable: {
      sort,
      offset: pageIndex * size,
      pageNumber: pageIndex,
      pageSize: size,
      paged: true,
      unpaged: false,
    },
    totalElements: items.length,
    totalPages,
    last: pageIndex >= totalPages - 1,
    size,
    number: pageIndex,
    sort,
    numberOfElements: content.length,
    first: pageIndex === 0,
    empty: content.length === 0,
  };
}

const whole = (value: string | undefined, fallback: number, min: number) => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= min ? n : fallback;
};

export function buildWebApiApp(
  site: SiteConfig,
  db: CdmDatabase,
  store: DesignStore,
  counts: RecordCounts,
  options: { logRequests: boolean },
): FastifyInstance {
  const app = Fastify({ logger: options.logRequests, routerOptions: { ignoreTrailingSlash: true } });

  app.setNotFoundHandler((_request, reply) => notFound(reply, m.notFound));
  // Beside /WebAPI, the read-only page that "ATLAS에서 열기" opens (../atlas-page/routes.ts).
  registerAtlasPage(app);

  void app.register(
    (webapi, _options, done) => {
      webapi.get('/info', (_request, reply) =>
        reply.send({
          version: WEBAPI_VERSION,
          buildInfo: {
            artifactVersion: `cdmnet-data-node ${WEBAPI_VERSION}`,
            build: 'CDMNet data node (OHDSI WebAPI subset)',
            timestamp: null,
            branch: null,
            commitId: null,
            atlasRepositoryInfo: { milestoneId: null, releaseTag: null },
            webapiRepositoryInfo: { milestoneId: null, releaseTag: `v${WEBAPI_VERSION}` },
          },
          configuration: { security: { enabled: false } },
        }),
      );

      // SourceInfo with its SourceDaimons.
      webapi.get('/source/sources', (_request, reply) =>
        reply.send([
          {
            sourceId: 1,
            sourceName: site.sourceName,
            sourceDialect: 'postgresql',
            sourceKey: site.sourceKey,
            daimons: [
              { sourceDaimonId: 1, daimonType: 'CDM', tableQualifier: site.schemas.cdm, priority: 0 },
              {
                sourceDaimonId: 2,
                daimonType: 'Vocabulary',
                tableQualifier: site.schemas.vocabulary,
                priority: 1,
              },
              { sourceDaimonId: 3, daimonType: 'Results', tableQualifier: site.schemas.results, priority: 1 },
            ],
          },
        ]),
      );

      const knownSource = (key: string, reply: FastifyReply) => {
        if (key === site.sourceKey) return true;
        void notFound(reply, m.unknownSource(key));
        return false;
      };

      registerVocabularyRoutes(webapi, { site, db, counts, knownSource });

      // The site's designs: a list, and one design by id (404 in WebAPI's words when there is none),
      // read from the store at each request (imports and deletions change it).
      const designs = () => store.designs;
      const list = (path: string, items: () => unknown) =>
        webapi.get(path, (_request, reply) => reply.send(items()));
      const byId = <T extends { id: number }>(
        path: string,
        designsOfKind: () => T[],
        present: (design: T) => unknown,
        missing: (id: string) => string,
      ) =>
        webapi.get<{ Params: { id: string } }>(path, (request, reply) => {
          const design = designsOfKind().find((d) => String(d.id) === request.params.id);
          return design ? reply.send(present(design)) : notFound(reply, missing(request.params.id));
        });

      list('/cohortdefinition', () => designs().cohorts.map(cohortListItem));
      byId('/cohortdefinition/:id', () => designs().cohorts, cohortDetail, m.unknownCohort);

      webapi.get<{ Querystring: { page?: string; size?: string } }>(
        '/cohort-characterization',
        (request, reply) =>
          reply.send(
            page(
              designs().characterizations.map(characterizationListItem),
              whole(request.query.page, 0, 0),
              whole(request.query.size, 10, 1),
            ),
          ),
      );
      byId(
        '/cohort-characterization/:id',
        () => designs().characterizations,
        characterizationListItem,
        m.unknownCharacterization,
      );
      byId(
        '/cohort-characterization/:id/export',
        () => designs().characterizations,
        (cc) => characterizationExport(designs(), cc),
        m.unknownCharacterization,
      );

      list('/ir', () => designs().incidenceRates.map(incidenceRateListItem));
      byId('/ir/:id', () => designs().incidenceRates, incidenceRateDesign, m.unknownIncidenceRate);
      byId('/ir/:id/design', () => designs().incidenceRates, incidenceRateDesign, m.unknownIncidenceRate);

      list('/estimation', () =>
        designs().estimations.map((spec) => analysisListItem(spec, 'ComparativeCohortAnalysis')),
      );
      byId(
        '/estimation/:id/export',
        () => designs().estimations,
        (spec) => specificationExport(designs(), spec),
        m.unknownEstimation,
      );

      list('/prediction', () => designs().predictions.map((spec) => analysisListItem(spec)));
      byId(
        '/prediction/:id/export',
        () => designs().predictions,
        (spec) => specificationExport(designs(), spec),
        m.unknownPrediction,
      );
      registerDesignImports(webapi, store);
      done();
    },
    { prefix: '/WebAPI' },
  );

  return app;
}
