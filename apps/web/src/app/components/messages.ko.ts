// Words of the app's shared components that only some pages show. Kept out of app/messages.ko.ts,
// which every page's first script carries.
export const componentCopy = {
  /** irb-document-button.tsx: the IRB pages' approval PDF. */
  irbDocument: {
    download: '내려받기',
    downloadOf: (name: string) => `${name} 내려받기`,
  },
};
