// Texts the client shows on its own, when the reply has none to give (spec §8, ux.md).
export const clientMessages = {
  deleted: '삭제되었습니다.',
  timeout: 'Request time out',
  internalServerError: 'Internal server error',
  badGateway: 'Bad gateway',
  unexpectedReply: '서버의 응답을 처리할 수 없습니다.',
  network: '서버에 연결할 수 없습니다.',
  /** Spec §5/§8: a file view answered 4003. */
  unviewableFile: '조회가 불가능한 파일형식입니다.',
} as const;
