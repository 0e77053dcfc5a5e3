export const richTextMessages = {
  toolbar: '서식',
  bold: '굵게',
  italic: '기울임',
  heading: '제목',
  bulletList: '글머리 목록',
  numberedList: '번호 목록',
  link: '링크',
  linkDialog: '링크 넣기',
  linkUrl: '주소',
  linkUrlHelp: 'https:// 로 시작하는 주소나 이 사이트의 경로(/resources)를 입력해 주십시오.',
  linkUrlInvalid: '링크로 쓸 수 없는 주소입니다.',
  linkApply: '적용',
  linkRemove: '링크 제거',
  cancel: '취소',
} as const;

export const richTextArticleMessages = {
  author: '작성자',
  createdAt: '등록일',
  updatedAt: '수정일',
  unknownAuthor: '(알 수 없음)',
} as const;
