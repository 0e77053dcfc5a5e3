// How the admin and network screens' data queries behave (spec §7), set once in their factories.

/** Refetched on mount (the data may have changed elsewhere), never on window focus or reconnect. */
export const adminQueryBehaviour = {
  staleTime: 0,
  refetchOnMount: true,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** The CDM list is fresh for 10 seconds. */
export const cdmListBehaviour = { ...adminQueryBehaviour, staleTime: 10_000 } as const;

/** The atlas list is not refetched on mount. */
export const atlasListBehaviour = { ...adminQueryBehaviour, refetchOnMount: false } as const;
