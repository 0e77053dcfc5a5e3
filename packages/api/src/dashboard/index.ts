// Query keys, query options and mutations of the dashboard calls.
export {};
