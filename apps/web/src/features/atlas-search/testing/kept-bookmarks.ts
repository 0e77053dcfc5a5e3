import type { Bookmark } from '@cdmnet/api';

/**
 * The signed-in user's bookmarks as the story's mock server now keeps them (asked as the bookmarks page
 * asks, GET /api/v1/bookmark), so a story checks what a star saved and not only how it looks.
 */
export async function keptBookmarks(): Promise<Bookmark[]> {
  const reply = await fetch('/api/v1/bookmark');
  return ((await reply.json()) as { content: Bookmark[] }).content;
}
