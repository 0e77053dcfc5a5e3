export { EmptyState, emptyStateSizes } from './empty-state';
export type { EmptyStateProps, EmptyStateSize } from './empty-state';
