// Kept free of imports: the route table (routes.tsx) reads it, and that table loads with every area's.

/**
 * A project's tabs by their routes under /project/{id}, in the spec's order: each one's position is
 * its index (analysis 0, members 1, request 2, log 3: spec §2 item 6, §9).
 */
export const projectTabKeys = ['analysis', 'members', 'request', 'log'] as const;

export type ProjectTabKey = (typeof projectTabKeys)[number];

/** What the members tab is told on the way there (spec §2 item 6): the project's name. */
export interface MembersTabState {
  projectName: string;
}
