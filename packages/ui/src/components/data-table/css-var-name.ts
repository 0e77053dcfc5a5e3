/** The custom property a vanilla-extract `createVar()` stands for (`var(--x)` → `--x`), to set it inline. */
export const cssVarName = (variable: string): string => variable.replace(/^var\((--[^,)]+)\)$/, '$1');
