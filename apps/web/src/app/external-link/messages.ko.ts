/** The external links' words: ux.md's warning toast when a link does not exist. */
export const externalLinkMessages = {
  missing: '링크가 존재하지 않습니다.',
} as const;
