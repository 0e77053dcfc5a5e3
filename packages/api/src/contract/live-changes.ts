import { z } from 'zod';

// What the live stream (LIVE_EVENTS_PATH) says when a decision or request changed what its listener sees.
// Apart from live-events.ts, which every signed-in page loads: the schema comes with the handlers, on the
// first event. Who hears a change is decided on the server and never sent: the page learns only what to
// ask again.

/** What changed, as narrowly as the page needs to know which of its queries to ask again. */
export const liveChangeTopics = [
  /** The listener's own notifications: the bell's count and the list. */
  'notifications',
  /** A project's members and invitations, and whose invitations wait (the side menu). */
  'project-members',
  /** IRB requests and decisions: the project's 요청 tab, the organisation's 연구 승인 요청 page. */
  'irb',
  /** Result requests and decisions, and the results a decision opens or closes. */
  'result-requests',
  /** Membership requests and moves in an organisation: its members, their history, one's own memberships. */
  'memberships',
  /** Permission changes: an organisation's data access levels, a project member's permissions. */
  'permissions',
  /** ATLAS supporter copies: a group's items moving (told to the group's creator). */
  'atlas-copies',
] as const;
export const liveChangeTopic = z.enum(liveChangeTopics);
export type LiveChangeTopic = z.infer<typeof liveChangeTopic>;

/** The `change` event: the topic and, where one is concerned, the project and the organisation. */
export const liveChange = z.object({
  type: z.literal('change'),
  topic: liveChangeTopic,
  projectId: z.number().int().positive().optional(),
  orgId: z.number().int().positive().optional(),
});
export type LiveChange = z.infer<typeof liveChange>;
