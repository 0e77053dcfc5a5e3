export { Button, buttonSizes, buttonVariants } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
