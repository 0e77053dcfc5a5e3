// The contact calls of spec §7: declared here with endpoint(), one export per call.
export {};
