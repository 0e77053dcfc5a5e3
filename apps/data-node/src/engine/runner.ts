import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { zipSync } from 'fflate';
import type { NodeConfig, SiteConfig } from '../config.js';
import type { CdmLookup } from '../cdm/cdm-lookup.js';
import { schemaExists, RunStopped, type CdmDatabase } from '../cdm/database.js';
import { checkResultFile, effectiveRules, type DisclosureRules, type FileCheck } from '../cdm/disclosure.js';
import { deliveryMessages as dm, findingLabels, runMessages as m } from '../messages.ko.js';
import {
  sendResult,
  sendStatus,
  type DisclosureManifest,
  type ResultFile,
  type ResultReport,
} from './callbacks.js';
import type { HeldFiles } from './held-files.js';
import { resultNameOf, sqlFiles } from './package-files.js';
import { databaseOfJdbc, expandCallback } from './request.js';
import { scrubDatabaseError } from './scrub.js';
import { refusedStatement, renderParameters, splitStatements } from './sql-text.js';
import type { Semaphore, Submission } from './submissions.js';

// One submission from acceptance to delivered result: checks, the SQL files in name order inside
// read-only transactions, disclosure control of each result file (cdm/disclosure.ts: checked files
// are sent, held files kept here for the admin's release, refused ones dropped), status callbacks
// while it runs, and the result callback retried until the platform takes it.

export interface RunContext {
  site: SiteConfig;
  db: CdmDatabase;
  config: Pick<
    NodeConfig,
    | 'minCellCount'
    | 'rounding'
    | 'releaseUnchecked'
    | 'statementTimeoutMs'
    | 'statusIntervalMs'
    | 'callbackRetryDelaysMs'
    | 'callbackSlowRetryMs'
    | 'forgetAfterMs'
    | 'heldDays'
  >;
  lock: Semaphore;
  /** This CDM's answers to disclosure control's questions (person ids, source values …). */
  lookup: CdmLookup;
  /** Where this site keeps held files until they are released or their retention passes. */
  held: HeldFiles;
  /** The node's console (not the execution's log). */
  print: (line: string) => void;
  /** Aborted when the node shuts down: delivery loops stop waiting. */
  closing: AbortSignal;
}

/** The abort reason of submissions stopped because the node shuts down. */
export const SHUTDOWN = 'shutdown';

interface Outcome {
  stage: 'COMPLETED' | 'ABORTED';
  error: string | null;
  /** Every result file with its disclosure status, in the order the files ran. */
  files: FileCheck[];
}

const te = new TextEncoder();

/** The values SqlRender-style parameters take: the data source's schemas, then the request's parameters. */
function parameterValues(submission: Submission, ctx: RunContext): Map<string, string> {
  const source = submission.request.dataSource;
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(submission.request.parameters ?? {}))
    values.set(name.replace(/^@/, '').toLowerCase(), String(value));
  const results = source.resultSchema || ctx.site.schemas.results;
  const target = source.targetSchema || results;
  // The data source's names win over parameters of the same name: they were checked to exist.
  const fixed: Record<string, string> = {
    cdm_database_schema: source.cdmSchema,
    vocabulary_database_schema: source.vocabularySchema || source.cdmSchema,
    results_database_schema: results,
    target_database_schema: target,
    cohort_database_schema: target,
    cohort_table: source.cohortTargetTable || 'cohort',
  };
  for (const [name, value] of Object.entries(fixed)) values.set(name, value);
  return values;
}

/** The data source must name this site's database and schemas that exist in it. */
async function dataSourceProblem(submission: Submission, ctx: RunContext): Promise<string | undefined> {
  const source = submission.request.dataSource;
  const database = databaseOfJdbc(source.connectionString);
  if (!database) return m.badConnectionString(source.connectionString);
  if (database !== ctx.site.database) return m.wrongDatabase(database, ctx.site.database);
  const schemas: [string, string][] = [[m.cdmSchema, source.cdmSchema]];
  if (source.vocabularySchema) schemas.push([m.vocabularySchema, source.vocabularySchema]);
  for (const [what, schema] of schemas) {
    if (!(await schemaExists(ctx.db, schema))) return m.missingSchema(what, schema, database);
  }
  return undefined;
}

/** Where the time went: the package's queries, and disclosure control's checks (issue 27: ≤ 10 %). */
interface Timing {
  queryMs: number;
  checkMs: number;
}

/** What the log says about one checked file. */
function logCheck(submission: Submission, check: FileCheck, rules: DisclosureRules) {
  const findings = check.findings.map((f) => m.findingItem(findingLabels[f.code], f.column, f.rows));
  if (check.status === 'REFUSED') submission.log(m.fileRefused(check.name, check.refusal ?? ''));
  else if (check.status === 'CHECKED')
    submission.log(m.fileChecked(check.name, check.suppressedCells, rules.minCellCount, rules.rounding));
  else if (check.format === 'SUMMARISED_RESULT')
    submission.log(m.summarisedHeld(check.name, check.suppressedCells, findings));
  else submission.log(m.fileHeld(check.name, findings));
}

async function execute(
  submission: Submission,
  ctx: RunContext,
  rules: DisclosureRules,
  timing: Timing,
  report: (stage: 'EXECUTE') => void,
): Promise<Outcome> {
  const fail = (error: string, files: FileCheck[] = []): Outcome => ({ stage: 'COMPLETED', error, files });
  const abortedOutcome = (files: FileCheck[]): Outcome => ({
    stage: 'ABORTED',
    error: submission.abort.signal.reason === SHUTDOWN ? m.shuttingDown : m.abortedMessage,
    files,
  });

  if (submission.type === 'R') {
    submission.log(m.rRefused);
    return fail(m.rRefused);
  }
  const problem = await dataSourceProblem(submission, ctx);
  if (problem) {
    submission.log(problem);
    return fail(problem);
  }
  submission.log(m.credentialsUnused);
  const files = sqlFiles(submission.files);
  if (files.length === 0) {
    submission.log(m.noSqlFiles);
    return fail(m.noSqlFiles);
  }

  const signal = submission.abort.signal;
  if (ctx.lock.busy) submission.log(m.waiting);
  let release: () => void;
  try {
    release = await ctx.lock.acquire(signal);
  } catch {
    return abortedOutcome([]);
  }

  const { statementTimeoutMs, statusIntervalMs } = ctx.config;
  const produced: FileCheck[] = [];
  const taken = new Set<string>(['stdout.txt']);
  submission.stage = 'EXECUTE';
  submission.log(m.executing(files.length, statementTimeoutMs));
  submission.log(m.rules(rules.minCellCount, rules.rounding, rules.releaseUnchecked));
  report('EXECUTE');
  // While it runs, the new part of the log goes out every interval (the EE's DockerOverseer does so);
  // a file running for long says so, so that the platform's log keeps moving.
  let current: { path: string; since: number } | undefined;
  const ticker = setInterval(() => {
    if (current && Date.now() - current.since >= statusIntervalMs)
      submission.log(m.stillRunning(current.path, Math.round((Date.now() - current.since) / 1000)));
    report('EXECUTE');
  }, statusIntervalMs);
  try {
    const values = parameterValues(submission, ctx);
    for (const file of files) {
      if (signal.aborted) return abortedOutcome(produced);
      submission.log(m.fileStarted(file.path));
      const rendered = renderParameters(new TextDecoder().decode(file.bytes), values);
      if (!rendered.ok) {
        const error = m.unknownParameter(file.path, rendered.unknown);
        submission.log(error);
        return fail(error, produced);
      }
      const statements = splitStatements(rendered.sql);
      if (statements.length === 0) {
        const error = m.noStatements(file.path);
        submission.log(error);
        return fail(error, produced);
      }
      for (const statement of statements) {
        const keyword = refusedStatement(statement);
        if (keyword) {
          const error = m.refusedStatement(file.path, keyword);
          submission.log(error);
          return fail(error, produced);
        }
      }

      let result;
      const queryStarted = Date.now();
      current = { path: file.path, since: queryStarted };
      try {
        result = await ctx.db.runReadOnly(statements, { timeoutMs: statementTimeoutMs, signal });
      } catch (error) {
        if (error instanceof RunStopped && error.reason === 'aborted') return abortedOutcome(produced);
        const message =
          error instanceof RunStopped
            ? m.timedOut(file.path, statementTimeoutMs)
            : m.fileFailed(
                file.path,
                scrubDatabaseError(error as Error & { code?: string | null }, rendered.sql, m.raisedError)
                  .text,
              );
        submission.log(message);
        return fail(message, produced);
      } finally {
        timing.queryMs += Date.now() - queryStarted;
      }
      current = undefined;
      if (!result || result.fields.length === 0) {
        const error = m.notSelectLast(file.path);
        submission.log(error);
        return fail(error, produced);
      }

      const resultName = resultNameOf(file.path, taken);
      taken.add(resultName);
      submission.log(m.fileDone(file.path, result.rows.length, resultName));
      const checkStarted = performance.now();
      const check = await checkResultFile(resultName, result, rules, ctx.lookup);
      timing.checkMs += performance.now() - checkStarted;
      produced.push(check);
      logCheck(submission, check, rules);
    }
    return { stage: 'COMPLETED', error: null, files: produced };
  } finally {
    clearInterval(ticker);
    release();
  }
}

/** Runs the submission to its end and delivers its result. Never rejects. */
export async function runSubmission(submission: Submission, ctx: RunContext): Promise<void> {
  const { request, id } = submission;
  const statusUrl = expandCallback(request.updateStatusCallback, id, request.callbackPassword);
  // Status updates leave one after another, and all before the result.
  let updates = Promise.resolve();
  const report = (stage: 'INITIALIZE' | 'EXECUTE') => {
    const stdout = submission.takeNewLog();
    if (stage === 'EXECUTE' && stdout === '') return;
    const stdoutDate = new Date().toISOString();
    updates = updates.then(async () => {
      const sent = await sendStatus(statusUrl, { id, stage, stdout, stdoutDate });
      if (!sent.ok) ctx.print(dm.statusFailed(ctx.site.database, id, sent.why));
    });
  };

  submission.log(m.received(id, submission.type, submission.files.length, ctx.site.database));
  report('INITIALIZE');
  const rules = effectiveRules(ctx.config, request.disclosure);
  const timing: Timing = { queryMs: 0, checkMs: 0 };
  let outcome: Outcome;
  try {
    outcome = await execute(submission, ctx, rules, timing, report);
  } catch (error) {
    // Not the package's error, but it may still quote a value (a lookup's): nothing quoted leaves.
    const message = m.internalError(scrubDatabaseError(error as Error, '', m.raisedError).text);
    submission.log(message);
    outcome = { stage: 'COMPLETED', error: message, files: [] };
  }
  const count = (status: FileCheck['status']) => outcome.files.filter((f) => f.status === status).length;
  if (outcome.files.length > 0)
    submission.log(
      m.disclosureSummary(count('CHECKED'), count('HELD'), count('REFUSED'), timing.queryMs, timing.checkMs),
    );
  if (outcome.stage === 'ABORTED') submission.log(m.aborted);
  else if (outcome.error) submission.log(m.completedWithError(outcome.error));
  else submission.log(m.completed(count('CHECKED')));

  // A random token per execution, sent only in the result: the platform fetches held files with it.
  const releaseToken = randomBytes(32).toString('hex');
  const held = outcome.files.filter((f) => f.status === 'HELD');
  try {
    if (held.length > 0)
      await ctx.held.keep(
        id,
        releaseToken,
        rules.releaseUnchecked,
        held.map((f) => ({ name: f.name, bytes: f.bytes!, sha256: f.sha256! })),
      );
  } catch (error) {
    // Bytes the node could not keep can never be released: the platform is told they are gone, not
    // that they wait for a release that would find nothing.
    ctx.print(dm.heldNotKept(ctx.site.database, id, (error as Error).message));
    for (const file of held) {
      Object.assign(file, { status: 'REFUSED', bytes: null, sha256: null, refusal: m.heldNotKept });
      submission.log(m.heldNotKeptFile(file.name));
    }
  }
  submission.finish(
    packResult(submission, outcome, { rules, releaseToken, files: outcome.files.map(manifestEntry) }),
  );
  await updates;
  await deliver(submission, ctx);
}

/** A file as the result callback lists it: everything but its bytes. */
const manifestEntry = (f: FileCheck): DisclosureManifest['files'][number] => ({
  name: f.name,
  status: f.status,
  format: f.format,
  size: f.size,
  rows: f.rows,
  columns: f.columns,
  sha256: f.sha256,
  suppressedCells: f.suppressedCells,
  findings: f.findings,
});

/**
 * The checked result files plus the whole log as stdout.txt (one zip when the request asked for it),
 * and the disclosure manifest listing every file. Held and refused files' bytes are not in it.
 */
function packResult(
  submission: Submission,
  outcome: Outcome,
  disclosure: DisclosureManifest,
): { report: ResultReport; files: ResultFile[] } {
  const report: ResultReport = {
    id: submission.id,
    stage: outcome.stage,
    error: outcome.error,
    stdout: submission.stdout,
    status: outcome.stage === 'COMPLETED' && outcome.error === null ? 'EXECUTED' : 'FAILED',
    requested: submission.request.requested,
    disclosure,
  };
  const files: ResultFile[] = [
    ...outcome.files
      .filter((f) => f.status === 'CHECKED')
      .map((f) => ({ name: f.name, bytes: f.bytes!, contentType: 'text/csv' })),
    { name: 'stdout.txt', bytes: te.encode(submission.stdout), contentType: 'text/plain' },
  ];
  if (!submission.compressedResult) return { report, files };
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.name, file.bytes])));
  return {
    report,
    files: [{ name: `${submission.id}_result.zip`, bytes: zip, contentType: 'application/zip' }],
  };
}

/** Until the platform answers 2xx: fast attempts first, then slowly, for as long as it is kept. */
async function deliver(submission: Submission, ctx: RunContext) {
  const { request, id } = submission;
  const url = expandCallback(request.resultCallback, id, request.callbackPassword);
  const result = submission.result;
  if (!result) return;
  for (let attempt = 0; ; attempt++) {
    const sent = await sendResult(url, result.report, result.files);
    if (sent.ok) {
      submission.deliveryEndedAt = Date.now();
      ctx.print(dm.delivered(ctx.site.database, id, result.report.stage));
      return;
    }
    const waitMs = ctx.config.callbackRetryDelaysMs[attempt] ?? ctx.config.callbackSlowRetryMs;
    const finishedAt = submission.finishedAt ?? Date.now();
    if (Date.now() + waitMs - finishedAt > ctx.config.forgetAfterMs || ctx.closing.aborted) {
      submission.deliveryEndedAt = Date.now();
      ctx.print(dm.gaveUp(ctx.site.database, id));
      return;
    }
    ctx.print(dm.retrying(ctx.site.database, id, sent.why, Math.round(waitMs / 1000)));
    try {
      await sleep(waitMs, undefined, { signal: ctx.closing });
    } catch {
      submission.deliveryEndedAt = Date.now();
      return;
    }
  }
}
