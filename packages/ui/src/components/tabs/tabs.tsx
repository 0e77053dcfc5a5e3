import * as RadixTabs from '@radix-ui/react-tabs';
import { useMemo, useRef } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { composeRefs } from '../form-field/form-utils';
import * as styles from './tabs.css';
import { useTabListScroll } from './use-tab-list-scroll';

const valueOf = (index: number): string => String(index);

const join = (...classes: (string | undefined)[]): string => classes.filter(Boolean).join(' ');

export interface TabsRootProps extends Omit<
  ComponentPropsWithRef<typeof RadixTabs.Root>,
  'value' | 'defaultValue' | 'onValueChange'
> {
  /**
   * The selected tab's index, when a parent owns it (e.g. derived from the route: spec §2 project
   * tabs analysis 0, members 1, request 2, log 3). An index no trigger has selects nothing.
   */
  index?: number | undefined;
  /** The tab selected first when uncontrolled. Default 0. */
  defaultIndex?: number | undefined;
  /** Called with the index of the tab the user picks (click, or arrow keys in automatic mode). */
  onIndexChange?: ((index: number) => void) | undefined;
}

/**
 * Tabs addressed by index. Arrow keys move between tabs (Home/End jump to the ends); with
 * `activationMode="manual"` they only move focus and Enter/Space selects, which suits tabs that
 * navigate to a route.
 */
export function TabsRoot({ index, defaultIndex, onIndexChange, className, ...props }: TabsRootProps) {
  const controlled = index !== undefined;
  return (
    <RadixTabs.Root
      {...props}
      className={join(styles.root, className)}
      {...(controlled ? { value: valueOf(index) } : { defaultValue: valueOf(defaultIndex ?? 0) })}
      onValueChange={(value) => onIndexChange?.(Number(value))}
    />
  );
}

TabsRoot.displayName = 'TabsRoot';

export type TabsListProps = ComponentPropsWithRef<typeof RadixTabs.List>;

/**
 * The row of tabs. Give it an `aria-label` naming what the tabs switch between. On a narrow screen it
 * scrolls sideways, keeps the selected tab in view and fades where more tabs are.
 */
export function TabsList({ className, ref, ...props }: TabsListProps) {
  const own = useRef<HTMLDivElement>(null);
  const composed = useMemo(() => composeRefs(ref, own), [ref]);
  useTabListScroll(own);
  return <RadixTabs.List {...props} ref={composed} className={join(styles.list, className)} />;
}

TabsList.displayName = 'TabsList';

export interface TabsTriggerProps extends Omit<ComponentPropsWithRef<typeof RadixTabs.Trigger>, 'value'> {
  /** This tab's position, 0-based; matches the `TabsContent` it shows. */
  index: number;
}

/** One tab. Styled through `data-state="active" | "inactive"` and `data-disabled`. */
export function TabsTrigger({ index, className, ...props }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger
      {...props}
      value={valueOf(index)}
      data-index={index}
      className={join(styles.trigger, className)}
    />
  );
}

TabsTrigger.displayName = 'TabsTrigger';

export interface TabsContentProps extends Omit<ComponentPropsWithRef<typeof RadixTabs.Content>, 'value'> {
  /** The index of the tab that shows this panel. */
  index: number;
}

/** The panel of one tab; only the selected one is mounted unless `forceMount` is set. */
export function TabsContent({ index, className, ...props }: TabsContentProps) {
  return (
    <RadixTabs.Content
      {...props}
      value={valueOf(index)}
      data-index={index}
      className={join(styles.content, className)}
    />
  );
}

TabsContent.displayName = 'TabsContent';
