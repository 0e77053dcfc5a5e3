import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The embedded database (PGlite) is a folder of files that one process at a time may open: a second
// server, or a backup reading it while a server writes, would corrupt or copy a half-written state.
// Whoever opens it first leaves a pid file in DATA_DIR, created exclusively; the others refuse while
// that process lives. A file left by a process that is gone (a crash, SIGKILL) is stale and taken over.

export type DataDirPurpose = 'server' | 'backup' | 'restore';

export interface DataDirHolder {
  pid: number;
  purpose: DataDirPurpose;
  /** When it took the folder (ISO time). */
  since: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Gives the folder up; also done when the process exits. */
  release(): void;
}

/** The pid file beside PGlite's folder (`DATA_DIR/pglite`). */
export const dataDirLockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
    readonly file: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${describe(holder)}. ` +
        `Only one process may open it: stop that one first. ` +
        `If no such process is running, remove ${file}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function describe(holder: DataDirHolder) {
  const what = holder.purpose === 'server' ? 'the server' : `a ${holder.purpose}`;
  return `${what} (pid ${holder.pid}, since ${holder.since})`;
}

function readHolder(file: string): DataDirHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    return typeof parsed.pid === 'number' ? (parsed as DataDirHolder) : undefined;
  } catch {
    // Missing, or cut short by a crash while it was written: nobody holds it.
    return undefined;
  }
}

/** The pid files this process holds now. */
const heldHere = new Set<string>();

/**
 * Whether the holder named in `file` still holds it: a live process (EPERM: alive, as another user),
 * or this process when it took the file itself. A file naming our own pid that we did not take is a
 * predecessor's: in a container a restarted server often gets the pid its crashed predecessor had.
 */
function stillHolds(holder: DataDirHolder, file: string): boolean {
  return holder.pid === process.pid ? heldHere.has(file) : isAlive(holder.pid);
}

/** Whether a process with this id runs (EPERM: it does, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds `dataDir` now, if a live process does. */
export function dataDirHolder(dataDir: string): DataDirHolder | undefined {
  const file = dataDirLockFile(dataDir);
  const holder = readHolder(file);
  return holder && stillHolds(holder, file) ? holder : undefined;
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUseError naming the live process holding it.
 * The server calls it before opening PGlite; backup and restore call it around their work.
 */
export function holdDataDir(dataDir: string, purpose: DataDirPurpose = 'server'): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = dataDirLockFile(dataDir);
  const mine: DataDirHolder = { pid: process.pid, purpose, since: new Date().toISOString() };
  const content = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(file, content, { flag: 'wx' });
      return lockOf(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && stillHolds(holder, file)) throw new DataDirInUseError(dataDir, holder, file);
    takeOverStale(dataDir, file);
  }
  throw new Error(`Could not take ${file}: other processes keep taking it`);
}

/**
 * Moves a stale pid file aside (a rename: of two processes doing this at once only one succeeds) and
 * puts it back if what was moved turns out to be a live holder's, written in the meantime.
 */
function takeOverStale(dataDir: string, file: string) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && stillHolds(moved, file)) {
    renameSync(aside, file);
    throw new DataDirInUseError(dataDir, moved, file);
  }
  rmSync(aside, { force: true });
}

function lockOf(file: string, content: string): DataDirLock {
  let held = true;
  heldHere.add(file);
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    process.off('exit', release);
    // Only our own file: never one another process took over after ours was judged stale.
    try {
      if (readFileSync(file, 'utf8') === content) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return { file, release };
}
