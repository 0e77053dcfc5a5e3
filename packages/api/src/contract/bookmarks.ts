import { z } from 'zod/mini';
import { atlasDesignKinds } from './atlas-designs.js';
import { atlasDesignMessages } from './atlas-designs.ko.js';
import { atlasSearchForm } from './atlas-search.js';
import { bookmarkMessages as t } from './bookmarks.ko.js';
import { isoTimestamp } from './content.js';
import { MAX_RECORD_ID, recordId } from './ids.js';
import { requiredText } from './text-fields.js';

// Bookmarks and favourites (spec §7 "Bookmark", "Favorite"; the spec shows no fields, these are ours).
//
// - A bookmark keeps something the user wants to open again: a concept (CONCEPT {conceptId}), a
//   vocabulary search with its filters (CONCEPT_SEARCH, the search page's body, atlasSearchForm, without
//   paging and sorting) or an ATLAS design (ATLAS_DESIGN {atlasId, kind, designId}). Its title is what the list
//   shows, chosen by the screen that makes it (the concept's name, the query, the design's name).
// - A favourite stars an organisation (ORGANIZATION) or a researcher (USER) of the network pages by id.
// - Both are private: each user lists, adds and removes only their own. The same target twice answers
//   the one already kept (a bookmark's target is compared in its canonical form, `bookmarkTargetKey`).
// - Limits: 500 bookmarks and 500 favourites per user; a title of at most 100 characters.

export const bookmarkTypes = ['CONCEPT', 'CONCEPT_SEARCH', 'ATLAS_DESIGN'] as const;
export type BookmarkType = (typeof bookmarkTypes)[number];
export const favoriteTypes = ['ORGANIZATION', 'USER'] as const;
export type FavoriteType = (typeof favoriteTypes)[number];

export const MAX_BOOKMARKS_PER_USER = 500;
export const MAX_FAVORITES_PER_USER = 500;
export const BOOKMARK_TITLE_MAX = 100;

export const conceptTarget = z.strictObject({
  conceptId: z
    .int({ error: t.conceptIdInvalid })
    .check(
      z.minimum(1, { error: t.conceptIdInvalid }),
      z.maximum(MAX_RECORD_ID, { error: t.conceptIdInvalid }),
    ),
});

/**
 * A vocabulary search as the search page sends it (/atlas/search), without its page, size and sort: the
 * search's own schema, so a bookmarked search is one the page can run.
 */
export const conceptSearchTarget = z.omit(atlasSearchForm, { page: true, size: true, sort: true });
export type ConceptSearchTarget = z.infer<typeof conceptSearchTarget>;

export const atlasDesignTarget = z.strictObject({
  atlasId: recordId,
  kind: z.enum(atlasDesignKinds, { error: atlasDesignMessages.kindInvalid }),
  designId: recordId,
});
export type AtlasDesignTarget = z.infer<typeof atlasDesignTarget>;

const title = requiredText(BOOKMARK_TITLE_MAX);

const conceptBookmarkInput = z.object({ type: z.literal('CONCEPT'), title, target: conceptTarget });
const searchBookmarkInput = z.object({
  type: z.literal('CONCEPT_SEARCH'),
  title,
  target: conceptSearchTarget,
});
/**
 * `type` is checked at the body's root so that its message names the field itself: the shared field
 * labels read `type` as 분석 유형, which would mislabel a bookmark's kind.
 */
const typeIn = (allowed: readonly string[], message: string) =>
  z.looseObject({}).check(z.refine((o) => allowed.includes(o['type'] as string), { error: message }));

/** POST /bookmark: a concept or a search. ATLAS designs come through POST /bookmark/support. */
export const bookmarkCreate = z.pipe(
  typeIn(bookmarkTypes, t.typeInvalid).check(
    z.refine((o) => o['type'] !== 'ATLAS_DESIGN', { error: t.designFromSupporter }),
  ),
  z.discriminatedUnion('type', [conceptBookmarkInput, searchBookmarkInput]),
);

/** POST /bookmark/support: an ATLAS design bookmarked from the ATLAS supporter. */
export const designBookmarkCreate = z.object({ title, target: atlasDesignTarget });
export type DesignBookmarkCreate = z.infer<typeof designBookmarkCreate>;

const kept = { id: z.int(), title: z.string(), createdAt: isoTimestamp };
export const bookmark = z.discriminatedUnion('type', [
  z.object({ ...kept, type: z.literal('CONCEPT'), target: conceptTarget }),
  z.object({ ...kept, type: z.literal('CONCEPT_SEARCH'), target: conceptSearchTarget }),
  z.object({ ...kept, type: z.literal('ATLAS_DESIGN'), target: atlasDesignTarget }),
]);
export type Bookmark = z.infer<typeof bookmark>;

export const bookmarkListQuery = z.pipe(
  z.looseObject({}).check(
    z.refine((o) => o['type'] === undefined || bookmarkTypes.includes(o['type'] as BookmarkType), {
      error: t.typeInvalid,
    }),
  ),
  z.object({ type: z.optional(z.enum(bookmarkTypes)) }),
);

export const favoriteTarget = z.pipe(
  typeIn(favoriteTypes, t.favoriteTypeInvalid),
  z.object({ type: z.enum(favoriteTypes), targetId: recordId }),
);
export type FavoriteTarget = { type: FavoriteType; targetId: number };

/** A starred organisation or researcher, with what the list shows of it. */
export const favorite = z.object({
  type: z.enum(favoriteTypes),
  targetId: z.int(),
  name: z.string(),
  /** The organisation's description, or the researcher's employing organisation; null when none. */
  detail: z.nullable(z.string()),
  createdAt: isoTimestamp,
});
export type Favorite = z.infer<typeof favorite>;

/** What a bookmark points at, without its id and title: one per type, so `target` follows `type`. */
export type BookmarkRef = Bookmark extends infer B
  ? B extends Bookmark
    ? Pick<B, 'type' | 'target'>
    : never
  : never;

const sortedSet = (values: readonly (string | number)[]) => [...new Set(values)].sort();

/**
 * The canonical form of a target, so the same concept, search or design is found again whatever the
 * order of its filters: equal keys mean the same bookmark.
 */
export function bookmarkTargetKey(input: BookmarkRef): string {
  switch (input.type) {
    case 'CONCEPT':
      return `${input.target.conceptId}`;
    case 'ATLAS_DESIGN':
      return `${input.target.atlasId}/${input.target.kind}/${input.target.designId}`;
    case 'CONCEPT_SEARCH': {
      const s = input.target;
      return JSON.stringify([
        s.query.trim(),
        sortedSet(s.atlasIds),
        sortedSet(s.domainIds),
        sortedSet(s.vocabularyIds),
        sortedSet(s.conceptClassIds),
        s.standard,
        s.validity,
      ]);
    }
  }
}
