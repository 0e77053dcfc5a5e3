import { Slot } from '@radix-ui/react-slot';
import { createContext, useContext, useId, useMemo, useRef } from 'react';
import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
import { composeRefs } from '../form-field/form-utils';
import * as styles from './tabs.css';
import { useTabListScroll } from './use-tab-list-scroll';

const join = (...classes: (string | undefined)[]): string => classes.filter(Boolean).join(' ');

interface TabLinksContextValue {
  /** The selected tab's value (`null`: none, an address no tab has). */
  value: string | null;
  tabId: (value: string) => string;
  panelId: string;
}

const TabLinksContext = createContext<TabLinksContextValue | null>(null);

const useTabLinks = (part: string): TabLinksContextValue => {
  const context = useContext(TabLinksContext);
  if (!context) throw new Error(`${part} belongs inside TabLinksRoot`);
  return context;
};

export interface TabLinksRootProps extends ComponentPropsWithRef<'div'> {
  /** The selected tab's `value`, from the address (the route decides, the tabs only say it). */
  value: string | null;
}

/**
 * Tabs that are links: each tab is an `<a href>` (middle-click and "open in a new tab" work, the address
 * is the tab's), with the tab pattern's semantics (tablist, tab, aria-selected, tabpanel) and keys:
 * arrows / Home / End move focus between tabs, Enter (or Space) follows the focused one. The address
 * decides which tab is selected. For tabs that only switch content in place, use `TabsRoot`.
 */
export function TabLinksRoot({ value, className, ...props }: TabLinksRootProps) {
  const base = useId();
  const context = useMemo<TabLinksContextValue>(
    () => ({ value, tabId: (tab) => `${base}-tab-${tab}`, panelId: `${base}-panel` }),
    [base, value],
  );
  return (
    <TabLinksContext.Provider value={context}>
      <div {...props} className={join(styles.root, className)} />
    </TabLinksContext.Provider>
  );
}

TabLinksRoot.displayName = 'TabLinksRoot';

export type TabLinksListProps = ComponentPropsWithRef<'div'>;

const focusKeys = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * The row of link tabs. Give it an `aria-label` naming what the tabs switch between. On a narrow screen
 * it scrolls sideways, keeps the selected tab in view and fades where more tabs are.
 */
export function TabLinksList({ className, ref, onKeyDown, ...props }: TabLinksListProps) {
  const own = useRef<HTMLDivElement>(null);
  const composed = useMemo(() => composeRefs(ref, own), [ref]);
  useTabListScroll(own);

  const onKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === ' ') {
      // A link follows Enter by itself; the tab pattern also has Space select.
      event.preventDefault();
      tabs[index]?.click();
      return;
    }
    if (!focusKeys.has(event.key)) return;
    event.preventDefault();
    const last = tabs.length - 1;
    const next = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    }[event.key as 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'];
    tabs[next]?.focus();
  };

  return (
    // The tablist takes the arrow keys of the tabs inside it (the tab pattern's roving focus); the
    // tabs are what is focused, not the list.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      {...props}
      ref={composed}
      role="tablist"
      aria-orientation="horizontal"
      className={join(styles.list, className)}
      onKeyDown={onKeys}
    />
  );
}

TabLinksList.displayName = 'TabLinksList';

export interface TabLinkProps extends ComponentPropsWithRef<'a'> {
  /** Which tab this is; selected when it is the root's `value`. */
  value: string;
  /**
   * Renders the single child (the router's `<Link to>`) as the tab, so the router handles the click
   * while the address stays a real `href`. Without it, an `<a href>`.
   */
  asChild?: boolean | undefined;
}

/** One link tab. Styled as `TabsTrigger`, through `data-state="active" | "inactive"`. */
export function TabLink({ value, asChild = false, className, ...props }: TabLinkProps) {
  const context = useTabLinks('TabLink');
  const selected = context.value === value;
  const Element = asChild ? Slot : 'a';
  return (
    <Element
      {...props}
      id={context.tabId(value)}
      role="tab"
      aria-selected={selected}
      aria-controls={selected ? context.panelId : undefined}
      // One tab in the tab order, the selected one (every tab while none is); arrows reach the others.
      tabIndex={selected || context.value === null ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={join(styles.trigger, className)}
    />
  );
}

TabLink.displayName = 'TabLink';

export type TabLinksPanelProps = ComponentPropsWithRef<'div'>;

/** The selected tab's page (the route's outlet), named by that tab; a plain box while none is. */
export function TabLinksPanel({ className, ...props }: TabLinksPanelProps) {
  const context = useTabLinks('TabLinksPanel');
  const className_ = join(styles.content, className);
  if (context.value === null) return <div {...props} className={className_} />;
  return (
    <div
      {...props}
      id={context.panelId}
      role="tabpanel"
      aria-labelledby={context.tabId(context.value)}
      tabIndex={0}
      className={className_}
    />
  );
}

TabLinksPanel.displayName = 'TabLinksPanel';
