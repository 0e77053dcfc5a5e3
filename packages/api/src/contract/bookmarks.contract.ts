// The bookmarks calls of spec §7; filled in by the feature's work.
export {};
