import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { engineMessages as em } from '../adapters/messages.ko.js';
import type { Database } from '../db/database.js';
import { analysisVersions, files } from '../db/schema.js';

// What an engine receives for an analysis version: the package's files. A zip is sent as the files it
// holds (the EE takes them as parts), a single SQL or R file as itself; an ATLAS design (JSON) is
// turned into a SQL package by designs/ (engines.md: the platform turns designs into SQL).

export interface PackageFile {
  name: string;
  bytes: Uint8Array;
}

export interface EnginePackage {
  files: PackageFile[];
  /** The file the EE starts from. */
  executableFileName: string;
}

export type PackageResult = { ok: true; value: EnginePackage } | { ok: false; message: string };

/** Turns a stored design document into SQL files (designs/, through services/design-packages.ts). */
export type DesignToSql = (
  json: unknown,
) => { ok: true; files: PackageFile[] } | { ok: false; message: string };

const extensionOf = (name: string) => /\.([^.\\/]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

function executableOf(list: PackageFile[]): string | null {
  const names = list.map((file) => file.name).sort();
  return (
    names.find((name) => extensionOf(name) === 'sql') ??
    names.find((name) => extensionOf(name) === 'r') ??
    null
  );
}

/** The engine package of a stored package file (its name and bytes). */
export function enginePackageOf(name: string, bytes: Uint8Array, designToSql: DesignToSql): PackageResult {
  let list: PackageFile[];
  switch (extensionOf(name)) {
    case 'zip': {
      try {
        const entries = unzipSync(bytes);
        list = Object.entries(entries)
          .filter(([path]) => !path.endsWith('/') && !path.startsWith('__MACOSX/'))
          .map(([path, content]) => ({ name: path, bytes: content }));
      } catch {
        return { ok: false, message: em.unreadableZip };
      }
      break;
    }
    case 'json': {
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(bytes).toString('utf8'));
      } catch {
        return { ok: false, message: em.unreadableDesign };
      }
      const sql = designToSql(json);
      if (!sql.ok) return sql;
      list = sql.files;
      break;
    }
    default:
      list = [{ name, bytes }];
  }
  const executableFileName = executableOf(list);
  if (!executableFileName) return { ok: false, message: em.emptyPackage };
  return { ok: true, value: { files: list, executableFileName } };
}

/** The stored package of an analysis version. */
export async function versionPackage(db: Pick<Database, 'select'>, versionId: number) {
  const [row] = await db
    .select({ name: files.name, content: files.content })
    .from(analysisVersions)
    .innerJoin(files, eq(files.id, analysisVersions.fileId))
    .where(eq(analysisVersions.id, versionId));
  return row;
}
