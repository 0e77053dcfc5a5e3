import type { ResultFile, ResultReport } from './callbacks.js';
import type { PackageFile } from './package-files.js';
import type { AnalysisRequest } from './request.js';

/** The EE's stages (Stage.java); the result carries COMPLETED (maybe with an error) or ABORTED. */
export type Stage = 'INITIALIZE' | 'EXECUTE' | 'ABORT' | 'COMPLETED' | 'ABORTED';

const clock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * `2025-03-01 14:05:09+09:00`: Korean time, as the hospital's staff read the node's own log, with its
 * offset written so the platform shows each line in its reader's zone exactly (ISO 8601's offset form).
 */
export const timestamp = (date = new Date()) => `${clock.format(date)}+09:00`;

/** One analysis request, from its arrival until its result is delivered (and a while after). */
export class Submission {
  stage: Stage = 'INITIALIZE';
  error: string | null = null;
  readonly abort = new AbortController();
  result: { report: ResultReport; files: ResultFile[] } | undefined;
  finishedAt: number | undefined;
  /** When delivery ended: the platform took the result, or the node gave up. */
  deliveryEndedAt: number | undefined;
  readonly finished: Promise<void>;
  private markFinished!: () => void;
  private text = '';
  private reported = 0;

  constructor(
    readonly id: number,
    readonly request: AnalysisRequest,
    readonly type: 'SQL' | 'R',
    readonly files: PackageFile[],
    readonly compressedResult: boolean,
  ) {
    this.finished = new Promise((resolve) => (this.markFinished = resolve));
  }

  log(line: string) {
    this.text += `[${timestamp()}] ${line}\n`;
  }

  get stdout(): string {
    return this.text;
  }

  /** The part of the log no status update has carried yet. */
  takeNewLog(): string {
    const fresh = this.text.slice(this.reported);
    this.reported = this.text.length;
    return fresh;
  }

  get running(): boolean {
    return this.finishedAt === undefined;
  }

  finish(result: { report: ResultReport; files: ResultFile[] }) {
    this.result = result;
    this.stage = result.report.stage;
    this.error = result.report.error;
    this.finishedAt = Date.now();
    this.markFinished();
  }

  /** The EE's ExecutionOutcome, as `GET /status` shows it. */
  outcome() {
    return { stage: this.stage, error: this.error, stdout: this.stdout };
  }
}

/** The submissions this process knows; delivered ones are forgotten after a while. */
export class SubmissionRegistry {
  private readonly byId = new Map<number, Submission>();

  get(id: number): Submission | undefined {
    return this.byId.get(id);
  }

  add(submission: Submission) {
    this.byId.set(submission.id, submission);
  }

  /** Those still running (the EE's `busy`). */
  running(): Submission[] {
    return [...this.byId.values()].filter((s) => s.running);
  }

  /** Drops what was delivered (or given up on) longer than `afterMs` ago. */
  forget(now: number, afterMs: number) {
    for (const [id, submission] of this.byId) {
      const ended = submission.deliveryEndedAt;
      if (ended !== undefined && now - ended > afterMs) this.byId.delete(id);
    }
  }

  all(): Submission[] {
    return [...this.byId.values()];
  }
}

/** A counting lock: PGlite runs one package at a time, PostgreSQL a few. */
export class Semaphore {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(capacity: number) {
    this.free = capacity;
  }

  get busy(): boolean {
    return this.free === 0;
  }

  /** Resolves with a release function, or rejects when `signal` aborts first. */
  acquire(signal: AbortSignal): Promise<() => void> {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort);
        resolve(release);
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new Error('aborted'));
      };
      if (signal.aborted) return reject(new Error('aborted'));
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }
}
