import {
  projectPermissionLabels,
  userPrivLabels,
  type AnyEndpoint,
  type ProjectNeed,
  type RouteDescription,
  type UserPriv,
} from '@cdmnet/api/contract';
import { accessWords } from './messages.ko.js';

/** Who may make a call, as the contract declares it: the `x-access` extension of an operation. */
export interface Access {
  /** `public`: anyone; `session`: a signed-in user; `path-secret`: an engine, by its call-back password. */
  auth: AnyEndpoint['auth'] | RouteDescription['auth'];
  /** The platform privileges admitted; absent for every signed-in user. */
  roles?: readonly UserPriv[];
  /** The path parameter naming the organisation whose admins (and platform admins) may call. */
  orgAdminOf?: string;
  /** The path parameter naming the project whose accepted members may call. */
  projectOf?: string;
  /** What such a member needs beyond membership. */
  projectNeeds?: ProjectNeed;
}

export const accessOfEndpoint = (endpoint: AnyEndpoint): Access => ({
  auth: endpoint.auth,
  ...(endpoint.roles && { roles: endpoint.roles }),
  ...(endpoint.orgAdminOf && { orgAdminOf: endpoint.orgAdminOf }),
  ...(endpoint.projectOf && { projectOf: endpoint.projectOf }),
  ...(endpoint.projectNeeds && { projectNeeds: endpoint.projectNeeds }),
});

export const accessOfRoute = (route: RouteDescription): Access => ({ auth: route.auth });

/** Whether the contract limits the call beyond a session: a role, an organisation or a project. */
export const isLimited = (access: Access) =>
  access.roles !== undefined || access.orgAdminOf !== undefined || access.projectOf !== undefined;

function whoMay(access: Access): string {
  if (access.auth === 'public') return accessWords.anyone;
  if (access.auth === 'path-secret') return accessWords.engine;
  if (!access.roles) return accessWords.signedIn;
  return accessWords.roles(access.roles.map((role) => `${userPrivLabels[role]}(${role})`));
}

function scopeOf(access: Access): string | undefined {
  if (access.orgAdminOf) return accessWords.orgAdmin(access.orgAdminOf);
  if (!access.projectOf) return undefined;
  const member = accessWords.projectMember(access.projectOf);
  if (!access.projectNeeds) return member;
  const need =
    access.projectNeeds === 'MANAGER'
      ? accessWords.projectManager
      : accessWords.projectPermission(projectPermissionLabels[access.projectNeeds]);
  return `${member}, ${need}`;
}

/** The access in Korean words, as the first lines of an operation's description (Markdown). */
export function accessInWords(access: Access): string {
  const scope = scopeOf(access);
  return [
    `**${accessWords.whoLabel}**: ${whoMay(access)}`,
    ...(scope ? [`**${accessWords.scopeLabel}**: ${scope}`] : []),
  ].join('  \n');
}
