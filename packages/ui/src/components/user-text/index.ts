export { UserText } from './user-text';
export type { UserTextProps } from './user-text';
