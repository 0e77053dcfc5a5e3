/** The stars' names (accessible names: the state itself is aria-pressed, so the name never changes). */
export const starMessages = {
  name: (what: string) => `${what} 즐겨찾기`,
  /** What a click will do, shown on hover beside the constant name. */
  add: '즐겨찾기 추가',
  remove: '즐겨찾기 해제',
} as const;
