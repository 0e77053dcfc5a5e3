export { LinkButton, linkButtonTones } from './link-button';
export type { LinkButtonProps, LinkButtonTone } from './link-button';
