import type { ExecutionFile } from '@cdmnet/api';

/** Whether the file's bytes are on the platform: checked by the node, or released by the hospital's admin. */
export const isHere = (file: ExecutionFile) => file.status === 'CHECKED' || file.status === 'RELEASED';
