/**
 * Height of the AppShell's sticky top bar: what sits fixed at the top of a page (the side menu, a
 * Toaster's `offset`) starts below it.
 */
export const appShellTopBarHeight = '3.5rem';
