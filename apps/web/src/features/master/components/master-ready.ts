import { createContext, use } from 'react';

// True once the profile says MASTER (MasterOnly provides it): the pages ask for their data only then,
// so a researcher who opens /master/... never sends the admin's calls. A module of its own, so that
// a page reading it does not load the guard's code a second time.
export const MasterReadyContext = createContext(false);

/** Whether the signed-in user is known to be a platform admin (the pages' queries wait for it). */
export const useMasterReady = (): boolean => use(MasterReadyContext);
