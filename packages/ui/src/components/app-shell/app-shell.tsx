import * as Dialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { CloseIcon, MenuIcon } from '../../icons/icons';
import { breakpoints } from '../../theme/tokens';
import { Button } from '../button';
import * as styles from './app-shell.css';
import { appShellMessages } from './messages.ko';
import { useMediaQuery } from './use-media-query';

const subscribeToNothing = () => () => {};
const inTheBrowser = () => true;
const onTheServer = () => false;

export interface AppShellProps {
  /** The product name or logo at the start of the top bar (usually a link home). */
  brand: ReactNode;
  /** Items at the end of the top bar: notifications, the user's menu. */
  topBarEnd?: ReactNode;
  /** The side menu's content: `SideMenuSection`s of `SideMenuItem`s. */
  navigation: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Id of the main region, the skip link's target. Default `main-content`. */
  mainId?: string;
  messages?: Partial<typeof appShellMessages>;
}

/** Lets a menu item close the mobile drawer once the user has chosen where to go. */
const DrawerContext = createContext<() => void>(() => {});

/**
 * Top bar, side menu and content (spec §2, §9). From 1280px up the menu button collapses the side
 * menu; below it the button opens the menu as an overlay drawer that traps focus until closed.
 */
export function AppShell({
  brand,
  topBarEnd,
  navigation,
  children,
  mainId = 'main-content',
  messages,
}: AppShellProps) {
  const t = { ...appShellMessages, ...messages };
  const isDesktop = useMediaQuery(`(min-width: ${breakpoints.desktop}px)`);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The breakpoint is read in script, not CSS, so the menu exists in the DOM only where it is shown.
  const docked = isDesktop && !collapsed;
  // Rendered ahead of time (an app's page markup, before its script runs) the viewport is unknown: the
  // menu is there and CSS shows it from the breakpoint up, so the page neither lacks it on a desktop
  // nor has it on a phone, and nothing moves when the script takes over.
  const inBrowser = useSyncExternalStore(subscribeToNothing, inTheBrowser, onTheServer);
  const menu = !inBrowser ? 'auto' : docked ? 'docked' : 'hidden';
  const toggleLabel = isDesktop ? (collapsed ? t.expandMenu : t.collapseMenu) : t.openMenu;
  const toggle = () => (isDesktop ? setCollapsed((c) => !c) : setDrawerOpen(true));

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {t.skipToContent}
      </a>
      <header className={styles.topBar}>
        <Button
          ref={toggleRef}
          variant="ghost"
          iconOnly
          aria-label={toggleLabel}
          aria-expanded={isDesktop ? !collapsed : drawerOpen}
          onClick={toggle}
        >
          <MenuIcon />
        </Button>
        <div className={styles.brand}>{brand}</div>
        {topBarEnd && <div className={styles.topBarEnd}>{topBarEnd}</div>}
      </header>
      <div className={styles.body} data-menu={menu}>
        {menu !== 'hidden' && (
          <nav className={styles.sideMenu} aria-label={t.navigation}>
            {navigation}
          </nav>
        )}
        <main id={mainId} className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
      {!isDesktop && (
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content
              className={styles.drawer}
              aria-describedby={undefined}
              // The menu button is not a Dialog.Trigger (on desktop it collapses instead): return focus by hand.
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                toggleRef.current?.focus();
              }}
            >
              <VisuallyHidden>
                <Dialog.Title>{t.navigation}</Dialog.Title>
              </VisuallyHidden>
              <div className={styles.drawerHeader}>
                <Dialog.Close asChild>
                  <Button variant="ghost" iconOnly aria-label={t.closeMenu}>
                    <CloseIcon />
                  </Button>
                </Dialog.Close>
              </div>
              <nav aria-label={t.navigation}>
                <DrawerContext.Provider value={() => setDrawerOpen(false)}>
                  {navigation}
                </DrawerContext.Provider>
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </div>
  );
}
AppShell.displayName = 'AppShell';

export interface SideMenuSectionProps {
  title?: ReactNode;
  children: ReactNode;
}

/** A titled group of menu items. */
export function SideMenuSection({ title, children }: SideMenuSectionProps) {
  return (
    <section className={styles.section}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      <ul className={styles.sectionList}>{children}</ul>
    </section>
  );
}
SideMenuSection.displayName = 'SideMenuSection';

export interface SideMenuItemProps {
  /** Marks the current page (`aria-current="page"`). */
  active?: boolean;
  /** The link element, e.g. a router `<Link>`: it receives the item's styling and current-page mark. */
  children: ReactElement;
}

/** One menu link. The kit has no router: pass the app's link element as the child. */
export function SideMenuItem({ active = false, children }: SideMenuItemProps) {
  const closeDrawer = useContext(DrawerContext);
  return (
    <li>
      {/* Slot merges handlers: the link navigates, then the mobile drawer closes. */}
      <Slot className={styles.item} aria-current={active ? 'page' : undefined} onClick={closeDrawer}>
        {children}
      </Slot>
    </li>
  );
}
SideMenuItem.displayName = 'SideMenuItem';
