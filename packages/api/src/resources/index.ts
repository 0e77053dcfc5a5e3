// Query keys, query options and mutations of the resources calls.
export {};
