// Texts of the story-only probes under app/testing.
export const catalogueMessages = {
  call: '요청 보내기',
  outcome: '결과',
  notCalled: '아직 요청하지 않았습니다.',
  calling: '요청 중',
  resolved: '성공',
  rejected: (code: number, message: string) => `실패 (${code}) ${message}`.trim(),
  downloaded: (name: string) => `내려받음: ${name}`,
} as const;
