/** The file upload's copy. Every entry can be replaced through its `messages` prop. */
export interface FileUploadMessages {
  /** The button that opens the file picker. */
  chooseFile: string;
  /** The drop zone's prompt, before the button. */
  dropPrompt: string;
  /** The drop zone's prompt while files are dragged over it. */
  dropActive: string;
  /** Name of the list of chosen files. */
  fileList: string;
  /** Name of a file's remove button. */
  removeFile: (fileName: string) => string;
  /** Name of a file's progress bar. */
  fileProgress: (fileName: string) => string;
  /** The hint listing the accepted types (`.csv, .xlsx`). */
  acceptHint: (types: string) => string;
  /** The hint giving the size limit (`10MB`). */
  maxSizeHint: (size: string) => string;
  /** The hint giving the file count limit. */
  maxFilesHint: (count: number) => string;
  /** Joins the hints into one line. */
  hintSeparator: string;
  /** A file whose type is not accepted. */
  invalidType: (fileName: string) => string;
  /** A file larger than `maxSize` (`size` is formatted, e.g. `10MB`). */
  tooLarge: (fileName: string, size: string) => string;
  /** A file over `maxFiles`. */
  tooMany: (fileName: string, count: number) => string;
}

export const fileUploadMessagesKo: FileUploadMessages = {
  chooseFile: '파일 선택',
  dropPrompt: '파일을 이곳에 끌어다 놓거나',
  dropActive: '이곳에 놓으면 추가됩니다.',
  fileList: '선택한 파일',
  removeFile: (fileName) => `${fileName} 삭제`,
  fileProgress: (fileName) => `${fileName} 업로드 진행률`,
  acceptHint: (types) => `허용 형식: ${types}`,
  maxSizeHint: (size) => `최대 ${size}`,
  maxFilesHint: (count) => `최대 ${count}개`,
  hintSeparator: ' · ',
  invalidType: (fileName) => `${fileName}: 허용되지 않는 파일 형식입니다.`,
  tooLarge: (fileName, size) => `${fileName}: ${size} 이하 파일만 올릴 수 있습니다.`,
  tooMany: (fileName, count) =>
    count === 1
      ? `${fileName}: 파일은 하나만 올릴 수 있습니다.`
      : `${fileName}: 파일은 최대 ${count}개까지 올릴 수 있습니다.`,
};
