export { Skeleton, skeletonShapes } from './skeleton';
export type { SkeletonProps, SkeletonShape } from './skeleton';
