import type { SchemaNames } from '../config.js';
import { rowObjects, type CdmDatabase } from '../cdm/database.js';
import { precomputeCounts } from './record-count-table.js';

// WebAPI's CDMResultsService.getConceptRecordCount (`POST /cdmresults/{sourceKey}/conceptRecordCount`):
// per concept [recordCount, descendantRecordCount, personCount, descendantPersonCount]. A real WebAPI
// reads them from Achilles results; this node has none, so it counts the CDM's clinical event tables
// by their main concept column, the concept alone and with its descendants (concept_ancestor; a CDM
// whose concept_ancestor lacks the concept, as the Synthea sample's empty one does, counts the concept
// itself). A person is counted once across all the tables.
//
// Once the site is ready, `precompute` counts every concept in the background (record-count-table.ts),
// as Achilles does ahead of a real WebAPI; until it is done a concept is counted when first asked, so
// no answer waits for it.
//
// Disclosure: a count from 1 to minCellCount − 1 never leaves the node; it answers null there.
// Counts are kept per site once computed: the demo CDMs never change, and a hospital's changes with
// its refresh (a restart of the node).

/** The clinical event tables and the column that says what each row is. */
export const EVENT_COLUMNS: [table: string, column: string][] = [
  ['condition_occurrence', 'condition_concept_id'],
  ['drug_exposure', 'drug_concept_id'],
  ['procedure_occurrence', 'procedure_concept_id'],
  ['measurement', 'measurement_concept_id'],
  ['observation', 'observation_concept_id'],
  ['device_exposure', 'device_concept_id'],
  ['visit_occurrence', 'visit_concept_id'],
  ['death', 'cause_concept_id'],
];

export type Counts = [records: number, descendantRecords: number, persons: number, descendantPersons: number];

/** WebAPI's answer: one object per concept, `{"<id>": [counts]}`, hidden counts as null. */
export type RecordCountAnswer = Record<string, (number | null)[]>[];

/** Counts no one may see (1 … min − 1) become null; 0 and min or more stay. */
export const mask = (counts: Counts, minCellCount: number): (number | null)[] =>
  counts.map((count) => (count >= 1 && count < minCellCount ? null : count));

const NONE: Counts = [0, 0, 0, 0];

export class RecordCounts {
  private readonly known = new Map<number, Counts>();
  /** Every concept's counts once precomputed (a concept missing here has none). */
  private table: Map<number, Counts> | undefined;
  private precomputing: Promise<void> | undefined;
  private tables: Promise<[string, string][]> | undefined;

  constructor(
    private readonly db: CdmDatabase,
    private readonly schemas: SchemaNames,
    private readonly minCellCount: number,
  ) {}

  /** The event tables this CDM has (a hospital's may lack some). */
  private presentTables() {
    this.tables ??= this.db
      .query(
        `select table_name, column_name from information_schema.columns
         where table_schema = $1 and (table_name, column_name) in (${EVENT_COLUMNS.map(
           ([t, c]) => `('${t}', '${c}')`,
         ).join(', ')})`,
        [this.schemas.cdm],
      )
      .then((result) => {
        const present = new Set(rowObjects(result).map((row) => `${row.table_name}.${row.column_name}`));
        return EVENT_COLUMNS.filter(([t, c]) => present.has(`${t}.${c}`));
      });
    return this.tables;
  }

  /** Today's per-concept count: the asked concepts' events unioned by person across the tables. */
  async countEach(ids: number[]): Promise<Map<number, Counts>> {
    const { cdm, vocabulary } = this.schemas;
    const tables = await this.presentTables();
    const events = tables
      .map(
        ([table, column]) =>
          `select ${column} as concept_id, person_id from ${cdm}.${table}
           where ${column} in (select concept_id from family)`,
      )
      .join(' union all ');
    const found = new Map<number, Counts>();
    if (events) {
      const result = await this.db.query(
        `with asked as (select unnest($1::int[]) as id),
         family as (
           select id, id as concept_id from asked
           union
           select ca.ancestor_concept_id, ca.descendant_concept_id from ${vocabulary}.concept_ancestor ca
           where ca.ancestor_concept_id = any($1::int[])
         ),
         events as (${events})
         select f.id,
           count(*) filter (where e.concept_id = f.id) as records,
           count(*) as descendant_records,
           count(distinct e.person_id) filter (where e.concept_id = f.id) as persons,
           count(distinct e.person_id) as descendant_persons
         from family f join events e on e.concept_id = f.concept_id
         group by f.id`,
        [ids],
      );
      for (const row of rowObjects(result)) {
        found.set(Number(row.id), [
          Number(row.records),
          Number(row.descendant_records),
          Number(row.persons),
          Number(row.descendant_persons),
        ]);
      }
    }
    return new Map(ids.map((id) => [id, found.get(id) ?? NONE]));
  }

  /**
   * Counts every concept ahead, once; answers switch to the table when it is whole. A failure leaves
   * the per-concept counting in place (it is only slower) and rejects for the caller to report.
   */
  precompute(signal?: AbortSignal): Promise<void> {
    this.precomputing ??= (async () => {
      const tables = await this.presentTables();
      this.table = await precomputeCounts(this.db, this.schemas, tables, signal);
      this.known.clear();
    })();
    return this.precomputing;
  }

  /** How many concepts the precomputed table holds (0 until it is whole). */
  get size(): number {
    return this.table?.size ?? 0;
  }

  /** The unmasked counts (for the node's own use; never sent as they are). */
  async counts(ids: number[]): Promise<Map<number, Counts>> {
    const table = this.table;
    if (table) return new Map(ids.map((id) => [id, table.get(id) ?? NONE]));
    const missing = [...new Set(ids)].filter((id) => !this.known.has(id));
    if (missing.length > 0)
      for (const [id, counts] of await this.countEach(missing)) this.known.set(id, counts);
    return new Map(ids.map((id) => [id, this.known.get(id)!]));
  }

  /** The answer WebAPI gives, masked. */
  async answer(ids: number[]): Promise<RecordCountAnswer> {
    const counts = await this.counts(ids);
    return ids.map((id) => ({ [String(id)]: mask(counts.get(id)!, this.minCellCount) }));
  }
}
