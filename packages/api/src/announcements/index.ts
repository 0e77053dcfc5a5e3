// Query keys, query options and mutations of the announcements calls.
export {};
