import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  loadDesigns,
  type Characterization,
  type CohortDefinition,
  type CohortExpression,
  type Designs,
  type IncidenceRate,
} from './designs.js';

// One site's designs, as its ATLAS keeps them: seeded from the shipped designs/*.json, then changed
// by imports and deletions (the platform's ATLAS supporter copies designs between hospitals). Kept in
// `<dataDir>/designs/<database>.json`, written aside and renamed so that a crash never leaves half a
// file; memory-only with `memory://`. Ids only grow: an id once given is never given again, even
// after its design is deleted, so that an undo can never remove a design made later.

interface Stored {
  version: 1;
  /** The next id per kind. */
  next: { cohort: number; characterization: number; incidenceRate: number };
  designs: Designs;
}

const FORMAT = 1;

const nextAfter = (items: { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1;

export class DesignStore {
  private state: Stored;

  /** `file`: where the site's designs are kept, or null to keep them in memory only. */
  constructor(private readonly file: string | null) {
    this.state = (file && DesignStore.read(file)) || DesignStore.seed();
  }

  /** The designs' folder of a data dir, and a site's file in it. */
  static fileOf(dataDir: string, database: string) {
    return path.join(dataDir, 'designs', `${database}.json`);
  }

  private static seed(): Stored {
    const designs = loadDesigns();
    return {
      version: FORMAT,
      next: {
        cohort: nextAfter(designs.cohorts),
        characterization: nextAfter(designs.characterizations),
        incidenceRate: nextAfter(designs.incidenceRates),
      },
      designs,
    };
  }

  private static read(file: string): Stored | undefined {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    const stored = JSON.parse(text) as Stored;
    return stored.version === FORMAT ? stored : undefined;
  }

  get designs(): Designs {
    return this.state.designs;
  }

  private save() {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const partial = `${this.file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(this.state));
    renameSync(partial, this.file);
  }

  private stamp() {
    const now = new Date().toISOString();
    return { createdDate: now, modifiedDate: now };
  }

  private newCohort(name: string, description: string, expression: CohortExpression): CohortDefinition {
    const cohort = { id: this.state.next.cohort++, name, description, ...this.stamp(), expression };
    this.state.designs.cohorts.push(cohort);
    return cohort;
  }

  addCohort(name: string, description: string, expression: CohortExpression): CohortDefinition {
    const cohort = this.newCohort(name, description, expression);
    this.save();
    return cohort;
  }

  /**
   * A characterization with its cohorts, each created as a new cohort definition (as WebAPI's import
   * does); the cohorts come back in the order given, with their new ids.
   */
  importCharacterization(
    fields: Pick<Characterization, 'name' | 'description' | 'featureAnalyses'>,
    cohorts: { name: string; description: string; expression: CohortExpression }[],
  ): { characterization: Characterization; cohorts: CohortDefinition[] } {
    const created = cohorts.map((c) => this.newCohort(c.name, c.description, c.expression));
    const characterization: Characterization = {
      id: this.state.next.characterization++,
      ...fields,
      ...this.stamp(),
      cohortIds: created.map((cohort) => cohort.id),
    };
    this.state.designs.characterizations.push(characterization);
    this.save();
    return { characterization, cohorts: created };
  }

  addIncidenceRate(name: string, description: string, expression: Record<string, unknown>): IncidenceRate {
    const ir = { id: this.state.next.incidenceRate++, name, description, ...this.stamp(), expression };
    this.state.designs.incidenceRates.push(ir);
    this.save();
    return ir;
  }

  /** Removes the design of that kind and id; false when there is none. */
  delete(kind: 'cohorts' | 'characterizations' | 'incidenceRates', id: number): boolean {
    const list: { id: number }[] = this.state.designs[kind];
    const index = list.findIndex((design) => design.id === id);
    if (index === -1) return false;
    list.splice(index, 1);
    this.save();
    return true;
  }
}
