import { describe, expect, it } from 'vitest';
import type { ProjectLogEntry } from '@cdmnet/api';
import { actorOf, describeLogEntry } from './describe-log';

const entry = (
  action: ProjectLogEntry['action'],
  detail: Record<string, unknown> = {},
  subjectName: string | null = '박지현',
): ProjectLogEntry => ({
  id: 1,
  action,
  actorName: '김민준',
  subjectName,
  detail,
  createdAt: '2026-09-04T09:30:00.000Z',
});

describe('describeLogEntry', () => {
  it('says how a project was made, with its scope and purpose in words', () => {
    expect(
      describeLogEntry(
        entry(
          'PROJECT_CREATED',
          { name: '당뇨 연구', openScope: 'PRIVATE', purpose: 'OTHER', color: '#fff' },
          null,
        ),
      ),
    ).toBe('‘당뇨 연구’ 프로젝트를 만들었습니다. (비공개, 기타 연구)');
  });

  it('lists the edited fields, with before and after where they are short', () => {
    expect(
      describeLogEntry(
        entry(
          'PROJECT_MODIFIED',
          {
            from: { name: '옛 이름', description: '', openScope: 'PRIVATE', color: '#000' },
            to: { name: '새 이름', description: '긴 설명', openScope: 'PUBLIC', color: '#fff' },
          },
          null,
        ),
      ),
    ).toBe('프로젝트를 수정했습니다: 이름 ‘옛 이름’ → ‘새 이름’, 설명, 공개 범위 비공개 → 공개, 라벨 색상.');
    expect(describeLogEntry(entry('PROJECT_MODIFIED', {}, null))).toBe('프로젝트를 수정했습니다.');
  });

  it('tells a first invitation from a renewed one', () => {
    expect(describeLogEntry(entry('MEMBER_INVITED', { again: false }))).toBe('박지현 님을 초대했습니다.');
    expect(describeLogEntry(entry('MEMBER_INVITED', { again: true }))).toBe('박지현 님을 다시 초대했습니다.');
  });

  it('notes a decline for good', () => {
    expect(describeLogEntry(entry('INVITATION_DECLINED', { never: false }))).toBe(
      '박지현 님이 초대를 거절했습니다.',
    );
    expect(describeLogEntry(entry('INVITATION_DECLINED', { never: true }))).toBe(
      '박지현 님이 초대를 거절하고 이 프로젝트의 초대를 다시 받지 않기로 했습니다.',
    );
  });

  it('tells a removal from a withdrawn or cleared invitation, and from leaving', () => {
    expect(describeLogEntry(entry('MEMBER_REMOVED', { state: 'ACCEPTED', role: 'MEMBER' }))).toBe(
      '박지현 님을 프로젝트에서 내보냈습니다.',
    );
    expect(describeLogEntry(entry('MEMBER_REMOVED', { state: 'PENDING', role: 'MEMBER' }))).toBe(
      '박지현 님에게 보낸 초대를 취소했습니다.',
    );
    expect(describeLogEntry(entry('MEMBER_REMOVED', { state: 'REJECTED', role: 'MEMBER' }))).toBe(
      '박지현 님의 거절한 초대를 목록에서 지웠습니다.',
    );
    expect(describeLogEntry(entry('MEMBER_LEFT', { state: 'ACCEPTED', role: 'MEMBER' }))).toBe(
      '박지현 님이 프로젝트에서 나갔습니다.',
    );
  });

  it('says a role change with the roles by their labels', () => {
    expect(describeLogEntry(entry('ROLE_CHANGED', { role: 'MANAGER', from: 'MEMBER' }))).toBe(
      '박지현 님의 역할을 바꿨습니다: 멤버 → 관리자.',
    );
    expect(describeLogEntry(entry('ROLE_CHANGED', { role: 'MEMBER' }))).toBe(
      '박지현 님의 역할을 바꿨습니다: 멤버.',
    );
    expect(describeLogEntry(entry('ROLE_CHANGED', { role: 'OWNER' }))).toBe('박지현 님의 역할을 바꿨습니다.');
  });

  it('lists the permissions granted and taken back by their labels, in the contract order', () => {
    expect(
      describeLogEntry(
        entry('PERMISSIONS_CHANGED', {
          permissions: ['EXECUTION_VIEW', 'IRB_REQUEST', 'EXECUTION_CREATE'],
          from: [],
        }),
      ),
    ).toBe('박지현 님의 권한을 바꿨습니다. 부여: IRB 요청, 실행 생성, 실행 결과 조회.');
    expect(
      describeLogEntry(entry('PERMISSIONS_CHANGED', { permissions: ['IRB_ACCEPT'], from: ['IRB_REQUEST'] })),
    ).toBe('박지현 님의 권한을 바꿨습니다. 부여: IRB 요청 수락. 회수: IRB 요청.');
    expect(
      describeLogEntry(entry('PERMISSIONS_CHANGED', { permissions: [], from: ['EXECUTION_CANCEL'] })),
    ).toBe('박지현 님의 권한을 바꿨습니다. 회수: 실행 취소. 남은 권한이 없습니다.');
  });

  it('says what was done to an analysis, with its type by its label', () => {
    expect(
      describeLogEntry(
        entry('ANALYSIS_CREATED', { analysisId: 4, name: '심부전 예측', type: 'PREDICTION' }, null),
      ),
    ).toBe('‘심부전 예측’ 분석을 만들었습니다. (환자 수준 예측)');
    expect(
      describeLogEntry(entry('ANALYSIS_CREATED', { analysisId: 4, name: '심부전 예측', type: 'X' }, null)),
    ).toBe('‘심부전 예측’ 분석을 만들었습니다.');
    expect(describeLogEntry(entry('ANALYSIS_MODIFIED', { analysisId: 4, name: '심부전 예측' }, null))).toBe(
      '‘심부전 예측’ 분석을 수정했습니다.',
    );
    expect(describeLogEntry(entry('ANALYSIS_DELETED', { name: '심부전 예측' }, null))).toBe(
      '‘심부전 예측’ 분석을 삭제했습니다.',
    );
    expect(describeLogEntry(entry('ANALYSIS_DELETED', {}, null))).toBe('분석을 삭제했습니다.');
  });

  it('names an uploaded package, its version and, for FL, its kind', () => {
    expect(
      describeLogEntry(
        entry(
          'PACKAGE_UPLOADED',
          { analysisId: 5, name: '연합 예측', version: 3, fileName: 'server.zip', flType: 'SERVER' },
          null,
        ),
      ),
    ).toBe('‘연합 예측’ 분석에 패키지를 올렸습니다: server.zip (버전 3, 서버(집계) 패키지)');
    expect(
      describeLogEntry(
        entry(
          'PACKAGE_UPLOADED',
          { analysisId: 2, name: '비교 연구', version: 1, fileName: 'study.zip', flType: null },
          null,
        ),
      ),
    ).toBe('‘비교 연구’ 분석에 패키지를 올렸습니다: study.zip (버전 1)');
    expect(describeLogEntry(entry('PACKAGE_UPLOADED', { version: '2' }, null))).toBe(
      '분석에 패키지를 올렸습니다.',
    );
  });

  it('counts the images an advanced analysis was saved with', () => {
    expect(
      describeLogEntry(entry('ADVANCED_SAVED', { analysisId: 6, name: '영상 분석', images: 2 }, null)),
    ).toBe('‘영상 분석’ 분석의 그림과 상세 설명을 저장했습니다. (그림 2개)');
    expect(
      describeLogEntry(
        entry('ADVANCED_SAVED', { analysisId: 6, name: '영상 분석', images: ['a.png'] }, null),
      ),
    ).toBe('‘영상 분석’ 분석의 그림과 상세 설명을 저장했습니다. (그림 1개)');
    expect(
      describeLogEntry(entry('ADVANCED_SAVED', { analysisId: 6, name: '영상 분석', images: 0 }, null)),
    ).toBe('‘영상 분석’ 분석의 그림과 상세 설명을 저장했습니다. (그림 없음)');
    expect(describeLogEntry(entry('ADVANCED_SAVED', { name: '영상 분석' }, null))).toBe(
      '‘영상 분석’ 분석의 그림과 상세 설명을 저장했습니다.',
    );
  });

  it('says an IRB request and its outcome with the organisation, the number and the validity', () => {
    const irb = { irbId: 7, orgName: '한빛대학교병원', irbNumber: 'HB-2026-031' };
    expect(describeLogEntry(entry('IRB_REQUESTED', irb, null))).toBe(
      '한빛대학교병원에 IRB 승인을 요청했습니다. (IRB 번호 HB-2026-031)',
    );
    expect(describeLogEntry(entry('IRB_APPROVED', { ...irb, validUntil: '2027-03-31' }, null))).toBe(
      '한빛대학교병원에서 IRB를 승인했습니다. (IRB 번호 HB-2026-031, 2027년 03월 31일까지)',
    );
    expect(
      describeLogEntry(entry('IRB_REJECTED', { ...irb, reason: '연구 기간이 승인서와 다릅니다.' }, null)),
    ).toBe(
      '한빛대학교병원에서 IRB 승인 요청을 거절했습니다. (IRB 번호 HB-2026-031) 사유: 연구 기간이 승인서와 다릅니다.',
    );
    expect(describeLogEntry(entry('IRB_EXPIRED', { ...irb, validUntil: '2026-11-30' }, null))).toBe(
      '한빛대학교병원의 IRB 승인이 만료되었습니다. (IRB 번호 HB-2026-031, 2026년 11월 30일까지)',
    );
  });

  it('says what it can of an IRB entry whose detail is missing or malformed', () => {
    expect(describeLogEntry(entry('IRB_REQUESTED', {}, null))).toBe('IRB 승인을 요청했습니다.');
    expect(describeLogEntry(entry('IRB_APPROVED', { validUntil: 'soon' }, null))).toBe(
      'IRB가 승인되었습니다.',
    );
    expect(describeLogEntry(entry('IRB_REJECTED', { orgName: '', reason: 3 }, null))).toBe(
      'IRB 승인 요청이 거절되었습니다.',
    );
    expect(describeLogEntry(entry('IRB_EXPIRED', { orgName: '서울중앙의료원', irbNumber: 42 }, null))).toBe(
      '서울중앙의료원의 IRB 승인이 만료되었습니다.',
    );
  });

  it('says a result request, its decision and a delivery with the hospital, the execution and the channel', () => {
    const at = { executionId: 12, cdmName: 'SNUH CDM', orgName: '서울대학교병원' };
    expect(describeLogEntry(entry('RESULT_REQUESTED', { ...at, kind: 'VIEW', channel: null }, null))).toBe(
      '서울대학교병원 SNUH CDM의 실행 #12 결과 조회 요청을 보냈습니다.',
    );
    expect(
      describeLogEntry(entry('RESULT_REQUESTED', { ...at, kind: 'DELIVERY', channel: 'FNET' }, null)),
    ).toBe('서울대학교병원 SNUH CDM의 실행 #12 결과 반출 요청을 보냈습니다. (반출 방법 FNET(연합 네트워크))');
    expect(
      describeLogEntry(entry('RESULT_APPROVED', { ...at, kind: 'VIEW', withDelivery: true }, null)),
    ).toBe('서울대학교병원 SNUH CDM의 실행 #12 결과 조회 요청을 승인했습니다. (반출 함께 허용)');
    expect(
      describeLogEntry(
        entry('RESULT_REJECTED', { ...at, kind: 'DELIVERY', reason: '목적이 다릅니다.' }, null),
      ),
    ).toBe('서울대학교병원 SNUH CDM의 실행 #12 결과 반출 요청을 거절했습니다. 사유: 목적이 다릅니다.');
    expect(describeLogEntry(entry('RESULT_DELIVERED', { ...at, channel: 'FNET' }, null))).toBe(
      '서울대학교병원 SNUH CDM의 실행 #12 결과를 반출했습니다. (반출 방법 FNET(연합 네트워크))',
    );
    expect(
      describeLogEntry(
        entry(
          'RESULT_RELEASED',
          { ...at, files: [{ name: 'gender.csv', sha256: 'ab' }, { name: 'age.csv' }] },
          null,
        ),
      ),
    ).toBe(
      '서울대학교병원 SNUH CDM의 실행 #12의 병원 보관 파일 반출을 승인했습니다. (파일 gender.csv, age.csv)',
    );
    // Written before the names were kept: still a sentence.
    expect(describeLogEntry(entry('RESULT_APPROVED', { withDelivery: false }, null))).toBe(
      '실행 결과 권한 요청을 승인했습니다.',
    );
  });

  it('names a user who is gone', () => {
    expect(describeLogEntry(entry('INVITATION_ACCEPTED', {}, null))).toBe(
      '알 수 없는 사용자 님이 초대를 수락했습니다.',
    );
    expect(actorOf({ ...entry('MEMBER_LEFT'), actorName: null })).toBe('-');
  });
});
