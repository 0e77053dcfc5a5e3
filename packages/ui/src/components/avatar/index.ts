export { Avatar, avatarShapes, avatarSizes } from './avatar';
export type { AvatarProps, AvatarShape, AvatarSize, AvatarStatus } from './avatar';
export { initialsOf } from './avatar-initials';
