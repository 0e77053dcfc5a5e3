// Query keys, query options and mutations of the contact calls.
export {};
