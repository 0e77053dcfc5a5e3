// Query keys, query options and mutations of the notifications calls.
export {};
