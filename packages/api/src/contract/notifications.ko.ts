import type { NotificationType } from './enums.js';

export const notificationTypeLabels: Record<NotificationType, string> = {
  ORGANIZATION: '기관',
  PROJECT: '프로젝트',
};

/** Replies of the notifications calls; the success texts are the toasts (ux.md). */
export const notificationMessages = {
  badStatus: 'CHECKED 또는 UNCHECKED만 지정할 수 있습니다.',
  onlyUnchecked: '읽지 않은 알림(UNCHECKED)만 읽음으로 표시할 수 있습니다.',
  badId: '올바른 알림 번호가 아닙니다.',
  badFilter: 'UNCHECKED, ORGANIZATION, PROJECT 중 하나만 지정할 수 있습니다.',
  badPage: '1 이상의 정수여야 합니다.',
  badSize: (max: number) => `1에서 ${max} 사이의 정수여야 합니다.`,
  allChecked: '모든 알림을 읽음으로 표시했습니다.',
  deleted: '삭제되었습니다.',
} as const;

/** One run of an analysis, as a notification names it. */
export interface NoticeRun {
  project: string;
  analysis: string;
  /** The execution's id: the app calls it `실행 #12` everywhere. */
  run: number;
  /** The hospital it ran at. */
  org: string;
}

// Every notification names what it is about the same way: the project in quotes, the analysis in
// quotes and the run in parentheses after 분석, so the particle that follows is always the one 분석
// takes (이, 을, 의), whatever the run's number reads as.
const projectPhrase = (project: string) => `'${project}' 프로젝트`;
const runPhrase = ({ project, analysis, run }: NoticeRun) =>
  `${projectPhrase(project)} '${analysis}' 분석(실행 #${run})`;
/** A note the sender wrote, on its own line (the list keeps line breaks). */
const withNote = (sentence: string, label: string, note: string | undefined) =>
  note?.trim() ? `${sentence}\n${label}: ${note.trim()}` : sentence;

/** The final consonant of `word`'s last syllable (0 for none), or null after anything but Hangul. */
const finalOf = (word: string): number | null => {
  const syllable = word.charCodeAt(word.length - 1) - 0xac00;
  return syllable >= 0 && syllable < 11172 ? syllable % 28 : null;
};
const RIEUL = 8;

/**
 * `word` with 으로 or 로 as Korean writes it (로 after a vowel or ㄹ: 파트너 연구원으로, 관리자로);
 * after anything but a Hangul syllable, both are offered: `EV(으)로`.
 */
export const withRo = (word: string) => {
  const final = finalOf(word);
  if (final === null) return `${word}(으)로`;
  return final === 0 || final === RIEUL ? `${word}로` : `${word}으로`;
};

/** `word` with the object particle: 를 after a vowel (결과 조회를), 을 after a consonant (결과 반출을). */
export const withEul = (word: string) => {
  const final = finalOf(word);
  if (final === null) return `${word}을(를)`;
  return final === 0 ? `${word}를` : `${word}을`;
};

/** How an execution ended, for the one who started it. */
export type NoticeRunEnd = 'FINISHED_SUCCESSFULLY' | 'FINISHED_WITH_ERROR' | 'CANCELED';

/**
 * What the server tells users when something happens to them: one function per kind of notice, each
 * answering the title (what happened) and the message (who did it, to which project, analysis, run and
 * hospital). The server's notifications, the demo seed and the mocks all take their words from here,
 * so seeded and new notifications read alike.
 */
export const notificationTexts = {
  runEnded: (run: NoticeRun, end: NoticeRunEnd, note?: string) =>
    ({
      FINISHED_SUCCESSFULLY: {
        title: '분석 실행이 완료되었습니다.',
        message: `${run.org}에서 실행한 ${runPhrase(run)}이 성공적으로 끝났습니다.`,
      },
      FINISHED_WITH_ERROR: {
        title: '분석 실행이 오류로 끝났습니다.',
        message: withNote(`${run.org}에서 실행한 ${runPhrase(run)}이 오류로 끝났습니다.`, '오류', note),
      },
      CANCELED: {
        title: '분석 실행이 취소되었습니다.',
        message: `${run.org}에서 실행한 ${runPhrase(run)}이 취소되었습니다.`,
      },
    })[end],
  /** To the hospital's admins; `kind` is 결과 조회 or 결과 반출. */
  resultAsked: (run: NoticeRun, kind: string, requester: string, note?: string) => ({
    title: `${kind} 요청이 도착했습니다.`,
    message: withNote(
      `${requester} 님이 ${run.org}에서 실행한 ${runPhrase(run)}의 ${withEul(kind)} 요청했습니다.`,
      '요청 내용',
      note,
    ),
  }),
  resultApproved: (run: NoticeRun, kind: string) => ({
    title: `${kind} 요청이 승인되었습니다.`,
    message: `${run.org}에서 ${runPhrase(run)}의 ${kind} 요청을 승인했습니다.`,
  }),
  resultRejected: (run: NoticeRun, kind: string, reason: string) => ({
    title: `${kind} 요청이 거절되었습니다.`,
    message: withNote(`${run.org}에서 ${runPhrase(run)}의 ${kind} 요청을 거절했습니다.`, '사유', reason),
  }),

  irbRequested: (project: string, org: string, requester: string) => ({
    title: 'IRB 승인 요청이 도착했습니다.',
    message: `${requester} 님이 ${projectPhrase(project)}의 ${org} IRB 승인을 요청했습니다.`,
  }),
  irbApproved: (project: string, org: string, validUntil: string) => ({
    title: 'IRB 승인 요청이 승인되었습니다.',
    message: `${org}에서 ${projectPhrase(project)}의 IRB를 승인했습니다. 유효 기간은 ${validUntil}까지입니다.`,
  }),
  irbRejected: (project: string, org: string, reason: string) => ({
    title: 'IRB 승인 요청이 거절되었습니다.',
    message: withNote(`${org}에서 ${projectPhrase(project)}의 IRB 요청을 거절했습니다.`, '사유', reason),
  }),
  irbExpiring: (project: string, org: string, validUntil: string) => ({
    title: 'IRB 승인이 곧 만료됩니다.',
    message: `${projectPhrase(project)}의 ${org} IRB 승인이 ${validUntil}에 만료됩니다. 만료 전에 새로 요청해 주십시오.`,
  }),
  irbExpired: (project: string, org: string) => ({
    title: 'IRB 승인이 만료되었습니다.',
    message: `${projectPhrase(project)}의 ${org} IRB 승인이 만료되었습니다. 새 승인이 있어야 이 기관에서 실행할 수 있습니다.`,
  }),

  invited: (project: string, inviter: string) => ({
    title: '프로젝트에 초대되었습니다.',
    message: `${inviter} 님이 ${projectPhrase(project)}에 초대했습니다.`,
  }),
  inviteAccepted: (project: string, invitee: string) => ({
    title: '프로젝트 초대를 수락했습니다.',
    message: `${invitee} 님이 ${projectPhrase(project)}에 참여했습니다.`,
  }),
  inviteDeclined: (project: string, invitee: string) => ({
    title: '프로젝트 초대를 거절했습니다.',
    message: `${invitee} 님이 ${projectPhrase(project)} 초대를 거절했습니다.`,
  }),
  removedFromProject: (project: string) => ({
    title: '프로젝트에서 제외되었습니다.',
    message: `${projectPhrase(project)}의 멤버에서 제외되었습니다.`,
  }),
  projectRoleChanged: (project: string, role: string) => ({
    title: '프로젝트 역할이 변경되었습니다.',
    message: `${projectPhrase(project)}에서 ${withRo(role)} 지정되었습니다.`,
  }),
  projectPermissionsChanged: (project: string) => ({
    title: '프로젝트 권한이 변경되었습니다.',
    message: `${projectPhrase(project)}에서 내 권한이 변경되었습니다.`,
  }),

  /** To the organisation's admins; `note` is what the applicant wrote. */
  membershipRequested: (org: string, applicant: string, note?: string) => ({
    title: '기관 가입 신청이 도착했습니다.',
    message: withNote(`${applicant} 님이 ${org} 가입을 신청했습니다.`, '신청 내용', note),
  }),
  membershipApproved: (org: string, role: string) => ({
    title: '가입 신청이 승인되었습니다.',
    message: `${org}에 ${withRo(role)} 가입되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.`,
  }),
  /** Admitted without a decision: by the e-mail domain, or added by a platform admin. */
  membershipAdmitted: (org: string, role: string) => ({
    title: '기관에 등록되었습니다.',
    message: `${org}에 ${withRo(role)} 등록되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.`,
  }),
  membershipRejected: (org: string) => ({
    title: '가입 신청이 거절되었습니다.',
    message: `${org} 가입 신청이 거절되었습니다.`,
  }),
  orgPrivilegeChanged: (org: string, role: string) => ({
    title: '기관 권한이 변경되었습니다.',
    message: `${org}에서 내 권한이 ${withRo(role)} 변경되었습니다.`,
  }),
  removedFromOrg: (org: string) => ({
    title: '기관에서 제외되었습니다.',
    message: `${org}의 연구원 목록에서 제외되었습니다.`,
  }),
  accessLevelChanged: (org: string, level: string) => ({
    title: '데이터 접근 수준이 변경되었습니다.',
    message: `${org}에서 내 데이터 접근 수준이 ${withRo(level)} 변경되었습니다.`,
  }),

  announcementPosted: (title: string) => ({
    title: '새 공지사항이 등록되었습니다.',
    message: title,
  }),
} as const;
