import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Held files: result files that stay at the hospital until its admin releases them (domain.md "What
// leaves a hospital"). One site's are kept under `<data dir>/held/<database>/<executionId>/` (a
// manifest and the files' bytes; in memory when the data dir is memory://) for the retention period,
// with only the SHA-256 of the execution's release token: the platform fetches a file with the token
// it got in the result callback, so knowing an execution's id is not enough.

export interface HeldFile {
  name: string;
  bytes: Uint8Array;
  sha256: string;
}

interface Manifest {
  tokenSha256: string;
  releaseUnchecked: boolean;
  expiresAt: number;
  /** File name → its file on disk (`0`, `1` …) and its checksum. */
  files: Record<string, { file: string; sha256: string }>;
}

export type HeldFetch =
  | { kind: 'ok'; bytes: Uint8Array; sha256: string }
  | { kind: 'unauthorized' | 'unknown-execution' | 'unknown-file' | 'forbidden' | 'expired' };

const hashOf = (text: string) => createHash('sha256').update(text).digest();

/** Execution ids are digits only (the request schema's), so they are safe folder names. */
const ID = /^\d{1,15}$/;

export class HeldFiles {
  private readonly memory = new Map<string, { manifest: Manifest; bytes: Map<string, Uint8Array> }>();

  /**
   * @param folder the site's folder (`<data dir>/held/<database>`), or null to keep them in memory
   * @param heldMs how long held files are kept
   */
  constructor(
    private readonly folder: string | null,
    private readonly heldMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Keeps an execution's held files (replacing what an earlier run of the same id left). When they may
   * never be released, only their listing is kept (fetches answer 403): no bytes that cannot leave.
   */
  async keep(executionId: number, token: string, releaseUnchecked: boolean, files: HeldFile[]) {
    const kept = releaseUnchecked ? files : [];
    const manifest: Manifest = {
      tokenSha256: hashOf(token).toString('hex'),
      releaseUnchecked,
      expiresAt: this.now() + this.heldMs,
      files: Object.fromEntries(files.map((f, i) => [f.name, { file: String(i), sha256: f.sha256 }])),
    };
    if (this.folder === null) {
      this.memory.set(String(executionId), {
        manifest,
        bytes: new Map(kept.map((f) => [f.name, f.bytes])),
      });
      return;
    }
    const dir = path.join(this.folder, String(executionId));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const [i, file] of kept.entries()) await writeFile(path.join(dir, String(i)), file.bytes);
    // The manifest last: a folder without one was never completely written.
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  }

  private async manifestOf(id: string): Promise<Manifest | undefined> {
    if (this.folder === null) return this.memory.get(id)?.manifest;
    try {
      return JSON.parse(await readFile(path.join(this.folder, id, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      return undefined;
    }
  }

  /** A held file for the holder of the execution's release token. */
  async fetch(executionId: string, name: string, token: string | undefined): Promise<HeldFetch> {
    if (!token) return { kind: 'unauthorized' };
    if (!ID.test(executionId)) return { kind: 'unknown-execution' };
    const manifest = await this.manifestOf(executionId);
    if (!manifest) return { kind: 'unknown-execution' };
    const expected = Buffer.from(manifest.tokenSha256, 'hex');
    const given = hashOf(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { kind: 'unauthorized' };
    const entry = Object.hasOwn(manifest.files, name) ? manifest.files[name] : undefined;
    if (!entry) return { kind: 'unknown-file' };
    if (!manifest.releaseUnchecked) return { kind: 'forbidden' };
    if (this.now() > manifest.expiresAt) {
      await this.forgetBytes(executionId);
      return { kind: 'expired' };
    }
    const bytes =
      this.folder === null
        ? this.memory.get(executionId)?.bytes.get(name)
        : await readFile(path.join(this.folder, executionId, entry.file)).catch(() => undefined);
    if (!bytes) return { kind: 'expired' };
    return { kind: 'ok', bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /** Drops the bytes of an execution past its retention; its manifest stays, so fetches answer 410. */
  private async forgetBytes(id: string) {
    if (this.folder === null) {
      this.memory.get(id)?.bytes.clear();
      return;
    }
    const dir = path.join(this.folder, id);
    const entries = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      entries.filter((e) => e !== 'manifest.json').map((e) => rm(path.join(dir, e), { force: true })),
    );
  }

  /** Drops the bytes of every execution past its retention. */
  async sweep() {
    const ids =
      this.folder === null ? [...this.memory.keys()] : await readdir(this.folder).catch(() => [] as string[]);
    for (const id of ids.filter((i) => ID.test(i))) {
      const manifest = await this.manifestOf(id);
      if (manifest && this.now() > manifest.expiresAt) await this.forgetBytes(id);
    }
  }
}
