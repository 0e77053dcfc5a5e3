// What the HTTP layer itself says to a caller whose request it cannot take, before any route reads it.
export const httpMessages = {
  /** A JSON body nested deeper than any of our forms (http/json-depth.ts). */
  nestedTooDeep: '요청 본문의 중첩이 너무 깊습니다.',
} as const;
