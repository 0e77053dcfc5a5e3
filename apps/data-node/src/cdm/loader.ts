import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MEMORY, type NodeConfig, type SchemaNames, type SiteConfig } from '../config.js';
import { loadMessages as m } from '../messages.ko.js';
import type { CdmDatabase } from './database.js';
import { demoRanges } from './demo-sites.js';
import { KOREAN_LANGUAGE_CONCEPT_ID, readKoreanNames, type KoreanNamesFile } from './korean-names.js';
import { PgliteSiteDatabase, PgliteWorker } from './pglite-site.js';
import { PostgresSiteDatabase } from './postgres-site.js';
import { personIds, readSample, splitByPerson, type SampleName, type SampleTable } from './sample.js';
import { cohortTableSql, copySql, createTableSql, indexSql, isPersonTable, schemaOf } from './tables.js';

// Loading the samples (GiBleed for six demo sites, Synthea27Nj for the seventh) into one PGlite per site. PGlite's initdb costs seconds, so it runs once:
// a template (schemas, every table, the vocabulary and the other tables every site shares, indexes) is
// built in memory and dumped; each site starts from that dump and COPYs in only its persons' rows.
// On disk a site is loaded once and reopened on later starts; a marker file says what it holds.

/** Bump when what a loaded site holds changes: older folders are then loaded again. */
const LOADER_VERSION = 3;

type Log = (line: string) => void;

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * The sample's tables this site creates: all of them, but a sample's own (CDM v5.4) `cohort` table when
 * the results schema is the CDM schema, where the node's empty cohort table already stands.
 */
const tablesFor = (tables: SampleTable[], schemas: SchemaNames) =>
  tables.filter((table) => !(table.name === 'cohort' && schemaOf(table.name, schemas) === schemas.results));

async function buildTemplate(
  tables: SampleTable[],
  koreanNames: KoreanNamesFile[],
  schemas: SchemaNames,
): Promise<ArrayBuffer> {
  const worker = new PgliteWorker();
  try {
    await worker.open(MEMORY);
    const schemaNames = [...new Set([schemas.cdm, schemas.vocabulary, schemas.results])];
    await worker.exec(schemaNames.map((name) => `create schema if not exists ${name};`).join('\n'));
    await worker.exec(cohortTableSql(schemas));
    await worker.exec(tables.map((table) => createTableSql(table, schemas)).join('\n'));
    for (const table of tables.filter((t) => !isPersonTable(t))) {
      await worker.copy(copySql(table, schemas), table.csv);
    }
    if (tables.some((table) => table.name === 'concept')) {
      // A CSV's quoted empty field is an empty string, not NULL (the Synthea sample writes "" for a
      // non-standard concept): make it the NULL the CDM means, which the vocabulary calls read.
      await worker.exec(
        `update ${schemas.vocabulary}.concept set standard_concept = nullif(standard_concept, ''),
         invalid_reason = nullif(invalid_reason, '') where standard_concept = '' or invalid_reason = '';`,
      );
    }
    if (tables.some((table) => table.name === 'concept_synonym')) {
      // Our Korean names, for the concepts this sample's vocabulary has (the files cover both samples).
      await worker.exec(
        'create temp table korean_names (concept_id integer, concept_synonym_name varchar(1000), language_concept_id integer);',
      );
      for (const file of koreanNames) {
        await worker.copy(
          "copy korean_names from '/dev/blob' with (format csv, header true)",
          new Uint8Array(file.csv),
        );
      }
      await worker.exec(
        `insert into ${schemas.vocabulary}.concept_synonym (concept_id, concept_synonym_name, language_concept_id)
         select k.concept_id, k.concept_synonym_name, ${KOREAN_LANGUAGE_CONCEPT_ID} from korean_names k
         where exists (select 1 from ${schemas.vocabulary}.concept c where c.concept_id = k.concept_id);
         drop table korean_names;`,
      );
    }
    await worker.exec(indexSql(tables, schemas).join('\n'));
    // Statistics for the shared tables now; each site analyses its own persons' tables.
    await worker.exec('analyze;');
    return await worker.request<ArrayBuffer>('dump');
  } finally {
    await worker.close();
  }
}

/**
 * Names what a template holds: the tables as created, the indexes, the Korean names and the sample's
 * files. A template kept on disk under another name is stale.
 */
function templateKey(
  sampleName: SampleName,
  tables: SampleTable[],
  koreanNames: KoreanNamesFile[],
  schemas: SchemaNames,
): string {
  const content = JSON.stringify({
    version: LOADER_VERSION,
    sample: sampleName,
    tables: tables.map((table) => [createTableSql(table, schemas), table.csv.length]),
    indexes: indexSql(tables, schemas),
    cohort: cohortTableSql(schemas),
    koreanNames: koreanNames.map((file) => [file.name, createHash('sha256').update(file.csv).digest('hex')]),
  });
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** A template kept on disk, if there is one (and it can be read). */
function readKept(file: string): ArrayBuffer | undefined {
  try {
    const bytes = readFileSync(file);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  } catch {
    return undefined;
  }
}

/** Which sample a site holds, and which of its persons: all, or its demo run. */
function contentOf(site: SiteConfig): { sample: SampleName; persons: 'all' | { demoSite: number } } {
  return site.source.kind === 'sample'
    ? { sample: site.source.sample, persons: site.source.persons }
    : { sample: 'gibleed', persons: 'all' };
}

interface Marker {
  version: number;
  sample: SampleName;
  persons: 'all' | { demoSite: number };
  schemas: SchemaNames;
}

const markerOf = (site: SiteConfig): Marker => ({
  version: LOADER_VERSION,
  ...contentOf(site),
  schemas: site.schemas,
});

/** The sample read once and cut per site, on demand (a fast reopen never reads it). */
class SampleSplit {
  private tables: SampleTable[] | undefined;
  private perSite = new Map<string, Map<string, Buffer>>();

  constructor(private readonly name: SampleName) {}

  all(): SampleTable[] {
    this.tables ??= readSample(this.name);
    return this.tables;
  }

  /** The person-keyed tables' rows of one site's persons. */
  rowsOf(persons: 'all' | { demoSite: number }): Map<string, Buffer> {
    const key = persons === 'all' ? 'all' : String(persons.demoSite);
    const cached = this.perSite.get(key);
    if (cached) return cached;
    const tables = this.all();
    if (persons === 'all') {
      const whole = new Map<string, Buffer>(
        tables.filter(isPersonTable).map((table) => [table.name, table.csv]),
      );
      this.perSite.set(key, whole);
      return whole;
    }
    const ids = personIds(tables);
    const bucketOf = new Map<number, number>();
    demoRanges(ids.length).forEach((range, bucket) => {
      for (const id of ids.slice(range.from, range.to)) bucketOf.set(id, bucket);
    });
    splitByPerson(tables, bucketOf, demoRanges(ids.length).length).forEach((rows, bucket) =>
      this.perSite.set(String(bucket), rows),
    );
    return this.perSite.get(key) ?? new Map<string, Buffer>();
  }

  /** Forget the texts once every site is loaded; a later reload reads the files again. */
  release() {
    this.tables = undefined;
    this.perSite.clear();
  }
}

/**
 * Opens every site's database: the hospital's PostgreSQL, or PGlite loaded with the sample (or reopened
 * from its folder). Sites load side by side, each in its own worker thread.
 */
export async function openSiteDatabases(config: NodeConfig, log: Log): Promise<CdmDatabase[]> {
  const inMemory = config.dataDir === MEMORY;
  const samples = new Map<SampleName, SampleSplit>();
  const sampleOf = (name: SampleName) => {
    let split = samples.get(name);
    if (!split) samples.set(name, (split = new SampleSplit(name)));
    return split;
  };
  const templates = new Map<string, Promise<ArrayBuffer>>();
  const koreanNames = readKoreanNames();

  // Templates are kept in the data folder, or where DATA_NODE_TEMPLATE_CACHE says (in-memory runs
  // such as tests then skip initdb after their first run).
  const cacheDir = config.templateCacheDir ?? (inMemory ? undefined : config.dataDir);
  const templateFor = (sampleName: SampleName, schemas: SchemaNames): Promise<ArrayBuffer> => {
    const tables = tablesFor(sampleOf(sampleName).all(), schemas);
    const key = templateKey(sampleName, tables, koreanNames, schemas);
    let template = templates.get(key);
    if (!template) {
      const file = cacheDir ? path.join(cacheDir, `template-${sampleName}-${key}.tar`) : undefined;
      template = (async () => {
        const kept = file ? readKept(file) : undefined;
        if (kept) return kept;
        const started = Date.now();
        log(m.buildingTemplate);
        const built = await buildTemplate(tables, koreanNames, schemas);
        log(m.templateBuilt(seconds(started)));
        if (cacheDir && file) {
          mkdirSync(cacheDir, { recursive: true });
          // Another sample's template stays; this sample's older ones (and unnamed ones from before
          // there were two samples) go.
          const stale = readdirSync(cacheDir).filter(
            (name) =>
              (name.startsWith(`template-${sampleName}-`) || /^template-[0-9a-f]{16}\.tar$/.test(name)) &&
              name.endsWith('.tar') &&
              name !== path.basename(file),
          );
          for (const old of stale) rmSync(path.join(cacheDir, old), { force: true });
          // Written aside then renamed: another process reading the cache never sees half a file.
          const partial = `${file}.${process.pid}.partial`;
          writeFileSync(partial, Buffer.from(built));
          renameSync(partial, file);
        }
        return built;
      })();
      templates.set(key, template);
    }
    return template;
  };

  const openSample = async (site: SiteConfig): Promise<CdmDatabase> => {
    const folder = inMemory ? undefined : path.join(config.dataDir, site.database);
    const markerFile = folder ? `${folder}.json` : undefined;
    const wanted = JSON.stringify(markerOf(site));
    const loaded = () =>
      markerFile !== undefined && existsSync(markerFile) && readFileSync(markerFile, 'utf8') === wanted;

    const load = async (worker: PgliteWorker) => {
      const started = Date.now();
      if (folder && markerFile) {
        rmSync(markerFile, { force: true });
        rmSync(folder, { recursive: true, force: true });
      }
      const { sample: sampleName, persons } = contentOf(site);
      const sample = sampleOf(sampleName);
      const template = await templateFor(sampleName, site.schemas);
      await worker.open(folder ?? MEMORY, template);
      const tables = new Map(sample.all().map((table) => [table.name, table]));
      const loadedTables: string[] = [];
      for (const [name, rows] of sample.rowsOf(persons)) {
        const table = tables.get(name);
        if (!table) continue;
        await worker.copy(copySql(table, site.schemas), rows);
        loadedTables.push(`${schemaOf(name, site.schemas)}.${name}`);
      }
      if (loadedTables.length > 0) await worker.exec(`analyze ${loadedTables.join(', ')};`);
      if (folder && markerFile) {
        await worker.exec('checkpoint;');
        writeFileSync(markerFile, wanted);
      }
      log(m.siteLoaded(site.database, seconds(started)));
    };

    const prepare = async (worker: PgliteWorker) => {
      if (loaded()) {
        const started = Date.now();
        await worker.open(folder!);
        log(m.siteOpened(site.database, seconds(started)));
      } else {
        await load(worker);
      }
      // Loaded: from now on the session only reads, whoever asks (the engine's runs are read-only
      // transactions anyway; this also covers the PostgreSQL wire port's clients, wire-server.ts).
      await worker.exec('set default_transaction_read_only = on;');
    };
    return PgliteSiteDatabase.open(
      prepare,
      (error) => log(m.reopenFailed(site.database, String(error))),
      folder !== undefined,
    );
  };

  const openPostgres = async (site: SiteConfig, url: string): Promise<CdmDatabase> => {
    const db = new PostgresSiteDatabase(url);
    try {
      await db.query('select 1');
    } catch (error) {
      await db.close();
      throw new Error(m.postgresUnreachable(site.database, (error as Error).message));
    }
    log(m.postgresConnected(site.database));
    return db;
  };

  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  const opened = await Promise.allSettled(
    config.sites.map((site) =>
      site.source.kind === 'postgres' ? openPostgres(site, site.source.url) : openSample(site),
    ),
  );
  for (const sample of samples.values()) sample.release();
  const failed = opened.find((result) => result.status === 'rejected');
  if (failed) {
    const survivors = opened.filter(
      (r): r is PromiseFulfilledResult<CdmDatabase> => r.status === 'fulfilled',
    );
    await Promise.all(survivors.map((result) => result.value.close()));
    throw failed.reason;
  }
  return opened.map((result) => (result as PromiseFulfilledResult<CdmDatabase>).value);
}
