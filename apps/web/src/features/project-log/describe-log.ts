import {
  analysisTypeLabels,
  analysisTypes,
  deliveryChannelLabels,
  deliveryChannels,
  flTypeLabels,
  flTypes,
  openScopeLabels,
  openScopes,
  projectPermissionLabels,
  projectPermissions,
  projectRoleLabels,
  projectRoles,
  researchPurposeLabels,
  researchPurposes,
  resultRequestKindLabels,
  resultRequestKinds,
  type ProjectLogEntry,
} from '@cdmnet/api';
import { formatDateLong } from '@cdmnet/ui';
import { logCopy } from './messages.ko';

// What one log entry did, in words. `detail` is the server's record of the change (its shapes are
// the project services': see each case); it is read defensively, so an entry written before a shape
// changed still says what it can instead of failing the tab.

const s = logCopy.sentences;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const isRole = oneOf(projectRoles);
const isScope = oneOf(openScopes);
const isPurpose = oneOf(researchPurposes);
const isAnalysisType = oneOf(analysisTypes);
const isFlType = oneOf(flTypes);
const isResultKind = oneOf(resultRequestKinds);
const isChannel = oneOf(deliveryChannels);

/** A non-empty string, or null. */
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Permissions in the contract's order, known ones only. */
const permissionsIn = (value: unknown) =>
  Array.isArray(value) ? projectPermissions.filter((p) => value.includes(p)) : [];

const labelsOf = (permissions: readonly (typeof projectPermissions)[number][]) =>
  permissions.map((p) => projectPermissionLabels[p]).join(s.listSeparator);

/** A field's value as the project form shows it; null when it is not worth repeating (a description, a colour). */
function shownValue(field: string, value: unknown): string | null {
  if (field === 'openScope' && isScope(value)) return openScopeLabels[value];
  if (field === 'purpose' && isPurpose(value)) return researchPurposeLabels[value];
  if (field === 'name' && typeof value === 'string') return s.quoted(value);
  return null;
}

/** PROJECT_MODIFIED `{ from: {field: before}, to: {field: after} }`: each changed field, with values where short. */
function describeModified(detail: Record<string, unknown>): string {
  const from = record(detail.from);
  const to = record(detail.to);
  const changes = Object.keys(to).flatMap((field) => {
    const name = logCopy.fields[field as keyof typeof logCopy.fields];
    if (!name) return [];
    const before = shownValue(field, from[field]);
    const after = shownValue(field, to[field]);
    return [before !== null && after !== null ? s.change(name, before, after) : name];
  });
  return changes.length > 0 ? s.modified(changes.join(s.listSeparator)) : s.modifiedUnknown;
}

/** PROJECT_CREATED `{ name, openScope, purpose, color }`: the form as it was saved. */
function describeCreated(detail: Record<string, unknown>): string {
  const made = typeof detail.name === 'string' && detail.name ? s.created(detail.name) : s.createdUnnamed;
  const facts = [
    isScope(detail.openScope) ? openScopeLabels[detail.openScope] : null,
    isPurpose(detail.purpose) ? researchPurposeLabels[detail.purpose] : null,
  ].filter((fact) => fact !== null);
  return facts.length > 0 ? `${made} ${s.createdWith(facts.join(s.listSeparator))}` : made;
}

/** PERMISSIONS_CHANGED `{ permissions: after, from: before }`: what was granted and what taken back. */
function describePermissions(who: string, detail: Record<string, unknown>): string {
  const after = permissionsIn(detail.permissions);
  const before = permissionsIn(detail.from);
  const granted = after.filter((p) => !before.includes(p));
  const revoked = before.filter((p) => !after.includes(p));
  const parts = [s.permissionsChanged(who)];
  if (granted.length > 0) parts.push(s.granted(labelsOf(granted)));
  if (revoked.length > 0) parts.push(s.revoked(labelsOf(revoked)));
  if (after.length === 0) parts.push(s.permissionsNone);
  return parts.join(' ');
}

/** Facts in brackets after a sentence, the known ones only: `… (환자 수준 예측)`. */
function withFacts(sentence: string, facts: readonly (string | null)[]): string {
  const known = facts.filter((fact) => fact !== null);
  return known.length > 0 ? `${sentence} ${s.facts(known.join(s.listSeparator))}` : sentence;
}

/** How many images an advanced analysis saved with: a count, or the list of them. */
function imageCount(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The analysis entries: ANALYSIS_CREATED `{ analysisId, name, type }`, ANALYSIS_MODIFIED `{ analysisId, name }`, ANALYSIS_DELETED `{ name }`, PACKAGE_UPLOADED `{ analysisId, name, version, fileName, flType }`, ADVANCED_SAVED `{ analysisId, name, images }`. */
function describeAnalysis(action: AnalysisAction, detail: Record<string, unknown>): string {
  const name = text(detail.name);
  const a = name ? s.analysis.named(name) : s.analysis.unnamed;
  switch (action) {
    case 'ANALYSIS_CREATED':
      return withFacts(s.analysis.created(a), [
        isAnalysisType(detail.type) ? analysisTypeLabels[detail.type] : null,
      ]);
    case 'ANALYSIS_MODIFIED':
      return s.analysis.modified(a);
    case 'ANALYSIS_DELETED':
      return s.analysis.deleted(a);
    case 'PACKAGE_UPLOADED': {
      const fileName = text(detail.fileName);
      const version = detail.version;
      return withFacts(fileName ? s.analysis.uploadedFile(a, fileName) : s.analysis.uploaded(a), [
        typeof version === 'number' && Number.isInteger(version) ? s.analysis.version(version) : null,
        isFlType(detail.flType) ? flTypeLabels[detail.flType] : null,
      ]);
    }
    case 'ADVANCED_SAVED': {
      const images = imageCount(detail.images);
      return withFacts(s.analysis.advancedSaved(a), [
        images === null ? null : images === 0 ? s.analysis.noImages : s.analysis.images(images),
      ]);
    }
  }
}

/** A day of the approval (`YYYY-MM-DD`) in ux.md's long form; null when it is not one. */
const day = (value: unknown): string | null => {
  const shown = typeof value === 'string' ? formatDateLong(value) : '';
  return shown === '' ? null : shown;
};

/** The IRB entries: `{ irbId, orgName, irbNumber }`, with `validUntil` (approved, expired) or `reason` (rejected). */
function describeIrb(action: IrbAction, detail: Record<string, unknown>): string {
  const org = text(detail.orgName);
  const irbNumber = text(detail.irbNumber);
  const number = irbNumber ? s.irb.number(irbNumber) : null;
  const until = day(detail.validUntil);
  switch (action) {
    case 'IRB_REQUESTED':
      return withFacts(org ? s.irb.requested(org) : s.irb.requestedPlain, [number]);
    case 'IRB_APPROVED':
      return withFacts(org ? s.irb.approved(org) : s.irb.approvedPlain, [
        number,
        until ? s.irb.until(until) : null,
      ]);
    case 'IRB_REJECTED': {
      const reason = text(detail.reason);
      const sentence = withFacts(org ? s.irb.rejected(org) : s.irb.rejectedPlain, [number]);
      return reason ? `${sentence} ${s.irb.reason(reason)}` : sentence;
    }
    case 'IRB_EXPIRED':
      return withFacts(org ? s.irb.expired(org) : s.irb.expiredPlain, [
        number,
        until ? s.irb.until(until) : null,
      ]);
  }
}

type ResultAction = Extract<
  ProjectLogEntry['action'],
  'RESULT_REQUESTED' | 'RESULT_APPROVED' | 'RESULT_REJECTED' | 'RESULT_RELEASED' | 'RESULT_DELIVERED'
>;

/**
 * `{ executionId, kind, channel, cdmName, orgName }`, and `{ withDelivery }` or `{ reason }` for a
 * decision: 서울대학교병원 CDM의 실행 #12 결과 조회를 요청했습니다.
 */
function describeResult(action: ResultAction, detail: Record<string, unknown>): string {
  const id = detail.executionId;
  const where = [text(detail.orgName), text(detail.cdmName)].filter(Boolean).join(' ');
  const execution =
    typeof id === 'number' && Number.isInteger(id) ? s.result.execution(id, where) : s.result.anExecution;
  const kind = isResultKind(detail.kind) ? resultRequestKindLabels[detail.kind] : s.result.someKind;
  const channel = isChannel(detail.channel) ? deliveryChannelLabels[detail.channel] : null;
  const through = channel ? s.result.through(channel) : null;
  switch (action) {
    case 'RESULT_REQUESTED':
      return withFacts(s.result.requested(execution, kind), [through]);
    case 'RESULT_APPROVED':
      return withFacts(s.result.approved(execution, kind), [
        through,
        detail.withDelivery === true ? s.result.withDelivery : null,
      ]);
    case 'RESULT_REJECTED': {
      const reason = text(detail.reason);
      const sentence = s.result.rejected(execution, kind);
      return reason ? `${sentence} ${s.irb.reason(reason)}` : sentence;
    }
    // `{ files: [{ name, sha256 }] }`: the held files the hospital's admin let out.
    case 'RESULT_RELEASED': {
      const names = Array.isArray(detail.files)
        ? detail.files.map((file) => text(record(file).name)).filter(Boolean)
        : [];
      return withFacts(s.result.released(execution), [
        names.length > 0 ? s.result.files(names.join(', ')) : null,
      ]);
    }
    case 'RESULT_DELIVERED':
      return withFacts(s.result.delivered(execution), [through]);
  }
}

type AnalysisAction = Extract<
  ProjectLogEntry['action'],
  'ANALYSIS_CREATED' | 'ANALYSIS_MODIFIED' | 'ANALYSIS_DELETED' | 'PACKAGE_UPLOADED' | 'ADVANCED_SAVED'
>;
type IrbAction = Extract<
  ProjectLogEntry['action'],
  'IRB_REQUESTED' | 'IRB_APPROVED' | 'IRB_REJECTED' | 'IRB_EXPIRED'
>;

/** The sentence for one entry: `박지현 님의 권한을 바꿨습니다. 부여: IRB 요청, 실행 생성.` */
export function describeLogEntry(entry: ProjectLogEntry): string {
  const who = entry.subjectName ?? logCopy.unknownUser;
  const detail = record(entry.detail);
  switch (entry.action) {
    case 'PROJECT_CREATED':
      return describeCreated(detail);
    case 'PROJECT_MODIFIED':
      return describeModified(detail);
    // `{ again }`: a user who had declined once, asked again.
    case 'MEMBER_INVITED':
      return detail.again === true ? s.invitedAgain(who) : s.invited(who);
    case 'INVITATION_ACCEPTED':
      return s.accepted(who);
    // `{ never }`: declined for good; the project may not invite them again.
    case 'INVITATION_DECLINED':
      return detail.never === true ? s.declinedForGood(who) : s.declined(who);
    // `{ state, role }` as they were: a waiting invitation withdrawn, a declined one cleared, a member removed.
    case 'MEMBER_REMOVED':
      if (detail.state === 'PENDING') return s.withdrawn(who);
      if (detail.state === 'REJECTED') return s.cleared(who);
      return s.removed(who);
    case 'MEMBER_LEFT':
      return s.left(who);
    // `{ role: after, from: before }`.
    case 'ROLE_CHANGED': {
      if (!isRole(detail.role)) return s.roleChangedPlain(who);
      const to = projectRoleLabels[detail.role];
      return isRole(detail.from)
        ? s.roleChanged(who, projectRoleLabels[detail.from], to)
        : s.roleSet(who, to);
    }
    case 'PERMISSIONS_CHANGED':
      return describePermissions(who, detail);
    case 'ANALYSIS_CREATED':
    case 'ANALYSIS_MODIFIED':
    case 'ANALYSIS_DELETED':
    case 'PACKAGE_UPLOADED':
    case 'ADVANCED_SAVED':
      return describeAnalysis(entry.action, detail);
    case 'IRB_REQUESTED':
    case 'IRB_APPROVED':
    case 'IRB_REJECTED':
    case 'IRB_EXPIRED':
      return describeIrb(entry.action, detail);
    // `{ name, cdmName, version }`: one execution on one CDM.
    case 'EXECUTION_STARTED':
    case 'EXECUTION_CANCELLED': {
      const name = text(detail.name);
      const a = name ? s.analysis.named(name) : s.analysis.unnamed;
      const cdm = text(detail.cdmName);
      const version = detail.version;
      const sentence =
        entry.action === 'EXECUTION_STARTED' ? s.execution.started(a) : s.execution.cancelled(a);
      return withFacts(sentence, [
        cdm ? s.execution.on(cdm) : null,
        typeof version === 'number' && Number.isInteger(version) ? s.analysis.version(version) : null,
      ]);
    }
    case 'RESULT_REQUESTED':
    case 'RESULT_APPROVED':
    case 'RESULT_REJECTED':
    case 'RESULT_RELEASED':
    case 'RESULT_DELIVERED':
      return describeResult(entry.action, detail);
  }
}

/** Who did it; nobody named when the user is gone. */
export const actorOf = (entry: ProjectLogEntry): string => entry.actorName ?? logCopy.tab.unknownActor;
