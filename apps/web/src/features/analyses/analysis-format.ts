import {
  ANALYSIS_PACKAGE_EXTENSIONS,
  analysisMessages,
  analysisTypeLabels,
  analysisTypes,
  roleGatedAnalysisTypes,
  type AnalysisTarget,
  type AnalysisType,
  type ResearchRole,
  type RoleGatedAnalysisType,
} from '@cdmnet/api';
import { analysisCopy } from './messages.ko';

// What the analysis screens compute from the contract's shapes, kept apart from React so it is tested
// alone (analysis-format.test.ts).

const korean = new Intl.Collator('ko');

/** The organisations an analysis targets, each once, in Korean order. */
export function targetOrgNames(targets: readonly AnalysisTarget[]): string[] {
  return [...new Set(targets.map((target) => target.orgName))].sort(korean.compare);
}

/** A table cell's worth of organisations: `한빛대학교병원, 세종의료원 외 2곳`. */
export function compactOrgNames(names: readonly string[], shown = 2): string {
  const t = analysisCopy.targets;
  if (names.length === 0) return t.none;
  const head = names.slice(0, shown).join(t.separator);
  return names.length > shown ? t.more(head, names.length - shown) : head;
}

/** The targets table's rows: by organisation, then CDM, in Korean order. */
export function sortTargets(targets: readonly AnalysisTarget[]): AnalysisTarget[] {
  return [...targets].sort(
    (a, b) => korean.compare(a.orgName, b.orgName) || korean.compare(a.cdmName, b.cdmName),
  );
}

/** The start of a SHA-256 checksum, enough to tell versions apart at a glance. */
export function shortChecksum(checksum: string, length = 12): string {
  return checksum.length > length ? `${checksum.slice(0, length)}…` : checksum;
}

/** The package types as a file picker offers them (`.R` as researchers write it; the server ignores case). */
export const packageAccept: readonly string[] = ANALYSIS_PACKAGE_EXTENSIONS.map((extension) =>
  extension === '.r' ? '.R' : extension,
);

const isGated = (type: AnalysisType): type is RoleGatedAnalysisType =>
  (roleGatedAnalysisTypes as readonly AnalysisType[]).includes(type);

/** Whether a user holding `roles` may create or edit an analysis of `type` (domain.md: the role of the same name). */
export const mayUseType = (type: AnalysisType, roles: readonly ResearchRole[]): boolean =>
  !isGated(type) || roles.includes(type);

/** Why a user holding `roles` may not create or change an analysis of `type`, or null when they may. */
export const typeRoleReason = (type: AnalysisType, roles: readonly ResearchRole[]): string | null =>
  isGated(type) && !roles.includes(type) ? analysisMessages.typeNeedsRole[type] : null;

/** The type Select's options: a gated type without its research role cannot be chosen. */
export const typeOptions = (roles: readonly ResearchRole[]) =>
  analysisTypes.map((type) => ({
    value: type,
    label: analysisTypeLabels[type],
    disabled: !mayUseType(type, roles),
  }));

/** Why each type closed to `roles` is closed, in the contract's words. */
export const closedTypeReasons = (roles: readonly ResearchRole[]): string[] =>
  roleGatedAnalysisTypes
    .filter((type) => !roles.includes(type))
    .map((type) => analysisMessages.typeNeedsRole[type]);

/**
 * The form field a server refusal concerns, when the form can say it under that field: a reply about
 * an input names it first (`대상 CDM: …`, the contract's field labels, which the form's labels repeat);
 * the research-role refusal of a type stands alone.
 */
export function refusedField(message: string): 'type' | 'cdmIds' | null {
  const { type, targets } = analysisCopy.form;
  const typeReasons: string[] = Object.values(analysisMessages.typeNeedsRole);
  if (message.startsWith(`${type}:`) || typeReasons.includes(message)) return 'type';
  if (message.startsWith(`${targets}:`)) return 'cdmIds';
  return null;
}

/** `대상 CDM: 하나 이상…` said under the 대상 CDM field, without repeating the field's name. */
export const withoutLabel = (message: string, label: string): string =>
  message.startsWith(`${label}:`) ? message.slice(label.length + 1).trimStart() : message;
