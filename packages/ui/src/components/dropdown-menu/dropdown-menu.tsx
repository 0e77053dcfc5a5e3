import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useInsideModal } from '../dialog/overlay-layer';
import * as styles from './dropdown-menu.css';
import { CheckIcon } from '../../icons/icons';

export const dropdownMenuItemVariants = ['default', 'danger'] as const;
export type DropdownMenuItemVariant = (typeof dropdownMenuItemVariants)[number];

export type DropdownMenuRootProps = RadixMenu.DropdownMenuProps;

/** Holds the open state. Modal by default: the rest of the page is inert while the menu is open. */
export function DropdownMenuRoot(props: DropdownMenuRootProps) {
  return <RadixMenu.Root {...props} />;
}

DropdownMenuRoot.displayName = 'DropdownMenuRoot';

export type DropdownMenuTriggerProps = ComponentPropsWithRef<typeof RadixMenu.Trigger>;

/** Opens the menu on click, Enter, Space or ArrowDown; focus returns to it. Use `asChild` around a `<Button>`. */
export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger {...props} />;
}

DropdownMenuTrigger.displayName = 'DropdownMenuTrigger';

export interface DropdownMenuContentProps extends ComponentPropsWithRef<typeof RadixMenu.Content> {
  /** Where to portal the menu. Default `document.body`. */
  container?: HTMLElement | null | undefined;
}

/**
 * The menu panel, portalled at `layers.menu` (the modal's layer when opened inside a modal).
 * Arrow keys move between items (disabled ones are skipped), typing jumps to an item, Escape closes.
 */
export function DropdownMenuContent({
  container,
  sideOffset = 4,
  align = 'start',
  collisionPadding = 8,
  className,
  ref,
  ...props
}: DropdownMenuContentProps) {
  const raised = useInsideModal();
  return (
    <RadixMenu.Portal container={container}>
      <RadixMenu.Content
        {...props}
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={[styles.content({ raised }), className].filter(Boolean).join(' ')}
      />
    </RadixMenu.Portal>
  );
}

DropdownMenuContent.displayName = 'DropdownMenuContent';

export interface DropdownMenuItemProps extends ComponentPropsWithRef<typeof RadixMenu.Item> {
  /** `danger` for destructive actions (삭제): red text, `data-variant="danger"`. Default `default`. */
  variant?: DropdownMenuItemVariant | undefined;
  /** A leading icon (decorative: the item's text is its name). */
  icon?: ReactNode | undefined;
}

/** An action. `onSelect` runs on click, Enter or Space, then the menu closes (unless prevented). */
export function DropdownMenuItem({
  variant = 'default',
  icon,
  className,
  children,
  ref,
  ...props
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      {...props}
      ref={ref}
      data-variant={variant}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </RadixMenu.Item>
  );
}

DropdownMenuItem.displayName = 'DropdownMenuItem';

export type DropdownMenuCheckboxItemProps = ComponentPropsWithRef<typeof RadixMenu.CheckboxItem>;

/**
 * A toggle (`menuitemcheckbox` with `aria-checked`). Selecting it closes the menu; call
 * `event.preventDefault()` in `onSelect` to keep it open for several toggles.
 */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ref,
  ...props
}: DropdownMenuCheckboxItemProps) {
  return (
    <RadixMenu.CheckboxItem
      {...props}
      ref={ref}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      <span className={styles.indicatorSlot}>
        <RadixMenu.ItemIndicator>
          <CheckIcon />
        </RadixMenu.ItemIndicator>
      </span>
      {children}
    </RadixMenu.CheckboxItem>
  );
}

DropdownMenuCheckboxItem.displayName = 'DropdownMenuCheckboxItem';

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof RadixMenu.Label>;

/** A heading for the items below it; not focusable. */
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return <RadixMenu.Label {...props} className={[styles.label, className].filter(Boolean).join(' ')} />;
}

DropdownMenuLabel.displayName = 'DropdownMenuLabel';

export type DropdownMenuGroupProps = ComponentPropsWithRef<typeof RadixMenu.Group>;

/** Groups related items (role `group`); pair it with a label through `aria-labelledby`. */
export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <RadixMenu.Group {...props} />;
}

DropdownMenuGroup.displayName = 'DropdownMenuGroup';

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof RadixMenu.Separator>;

/** A line between groups of items (role `separator`). */
export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <RadixMenu.Separator {...props} className={[styles.separator, className].filter(Boolean).join(' ')} />
  );
}

DropdownMenuSeparator.displayName = 'DropdownMenuSeparator';
