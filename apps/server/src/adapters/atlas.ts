import type { AtlasDesignKind } from '@cdmnet/api/contract';
import { endpoint, fail, isSuccess, parseAddress, request, type CheckFailure } from './connection-checks.js';
import { atlasMessages as am, checkMessages as m } from './messages.ko.js';

// The ATLAS WebAPI calls behind an analysis's design import (engines.md): list each kind of design,
// fetch one design's export. Failures resolve as a CheckFailure with a Korean message.

const TIMEOUT_MS = 10_000;
/** Designs embed concept sets: larger than any /info, well below anything absurd. */
const MAX_DESIGN_BYTES = 20 * 1024 * 1024;

/** Where each kind is listed and exported on WebAPI. */
const paths: Record<AtlasDesignKind, { list: string; export: (id: number) => string }> = {
  COHORT: { list: '/cohortdefinition/', export: (id) => `/cohortdefinition/${id}` },
  CHARACTERIZATION: {
    list: '/cohort-characterization?page=0&size=10000',
    export: (id) => `/cohort-characterization/${id}/export`,
  },
  INCIDENCE_RATE: { list: '/ir/', export: (id) => `/ir/${id}/design` },
  ESTIMATION: { list: '/estimation/', export: (id) => `/estimation/${id}/export` },
  PREDICTION: { list: '/prediction/', export: (id) => `/prediction/${id}/export` },
};

export interface ListedDesign {
  id: number;
  name: string;
  description: string;
  modifiedAt: string | null;
}

async function getJson(address: string, path: string): Promise<{ ok: true; json: unknown } | CheckFailure> {
  const base = parseAddress(address);
  if (!base) return fail('invalidAddress', m.invalidAddress('atlas'));
  const [pathname, search] = path.split('?');
  const target = endpoint(base, pathname ?? path);
  if (search) target.search = search;
  const reply = await request('atlas', target, 'GET', TIMEOUT_MS, { maxBytes: MAX_DESIGN_BYTES });
  if (!reply.ok) return reply;
  if (reply.status === 404) return fail('notFound', m.httpStatus('atlas', 404));
  if (!isSuccess(reply.status)) return fail('httpStatus', m.httpStatus('atlas', reply.status));
  try {
    return { ok: true, json: JSON.parse(reply.body) };
  } catch {
    return fail('notThePeer', am.notJson(target.pathname));
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const timestampOf = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** A list reply's rows: WebAPI answers arrays, and a Spring page (`content`) for characterizations. */
function rowsOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  const content = (json as { content?: unknown } | null)?.content;
  return Array.isArray(content) ? content : [];
}

/** The designs of one kind on an ATLAS. */
export async function listDesigns(
  address: string,
  kind: AtlasDesignKind,
): Promise<{ ok: true; designs: ListedDesign[] } | CheckFailure> {
  const reply = await getJson(address, paths[kind].list);
  if (!reply.ok) return reply;
  const designs = rowsOf(reply.json).flatMap((row): ListedDesign[] => {
    const fields = row as Record<string, unknown>;
    const id = fields.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return [];
    return [
      {
        id,
        name: text(fields.name),
        description: text(fields.description),
        modifiedAt: timestampOf(
          fields.modifiedDate ?? fields.modifiedAt ?? fields.createdDate ?? fields.createdAt,
        ),
      },
    ];
  });
  return { ok: true, designs };
}

/** One design's export as WebAPI gives it. */
export function fetchDesign(address: string, kind: AtlasDesignKind, id: number) {
  return getJson(address, paths[kind].export(id));
}

/** A cohort definition (what an incidence rate refers to by id). */
export function fetchCohortDefinition(address: string, id: number) {
  return getJson(address, paths.COHORT.export(id));
}
