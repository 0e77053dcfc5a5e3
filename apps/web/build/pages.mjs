// The pages people land on, each as the route modules it is made of (build manifest keys). The build
// writes an HTML page of its own for each (prerender.mjs), with its styles written in and its scripts
// preloaded beside the app's, and the size test measures their first loads. The server sends it to
// the page's audience:
// - visitors' pages are also rendered to markup at build time (src/prerender.tsx), so a visitor sees
//   the page as soon as the HTML and its styles arrive; main.tsx then hydrates it. Only pages whose
//   first screen is the same for every visitor and needs no data.
// - members' pages (signed in) depend on who is signed in: their markup is the page before any of the
//   member's data has come (src/prerender.tsx `prerenderShell`), the same for every member; main.tsx
//   renders the app over it.

export const publicLayout = 'src/app/layout/public-layout.tsx';
export const authenticatedLayout = 'src/app/layout/authenticated-layout.tsx';

/** The pages of the public layout (src/app/routes.tsx); every other page renders in the signed-in one. */
const visitorsPages = ['/auth/', '/signup/', '/password-reset/', '/terms/', '/contact/routes/contact-page'];

/** The layout the page module `key` (a build manifest key, `src/…`) renders in. */
export const layoutOf = (key) =>
  visitorsPages.some((part) => key.includes(part)) ? publicLayout : authenticatedLayout;

/**
 * Parts of a first view in chunks of their own (`lazyComponent`), drawn a moment after it: their
 * styles come with the page (prerender.mjs), so drawing them asks for no stylesheet and restyles
 * nothing when one arrives. Their scripts still load when they mount.
 */
const hosts = 'src/app/hosts.tsx';
const liveEvents = 'src/app/live-events.ts';
const announcementPopup = 'src/features/announcements/components/announcement-popup.tsx';
const sideMenuProjects = 'src/features/projects/components/side-menu-projects.tsx';
const myProjects = 'src/features/dashboard/components/my-projects.tsx';

const visitorsPage = (path, page) => ({
  path,
  modules: [publicLayout, page],
  parts: [hosts],
  audience: 'visitors',
});

export const landingPages = [
  visitorsPage('/login', 'src/features/auth/routes/login-page.tsx'),
  visitorsPage('/forgotpassword', 'src/features/password-reset/routes/forgot-password-page.tsx'),
  visitorsPage('/contactus', 'src/features/contact/routes/contact-page.tsx'),
  // Where every sign-in and every return visit lands.
  {
    path: '/',
    modules: [authenticatedLayout, 'src/features/dashboard/routes/home-page.tsx'],
    parts: [hosts, liveEvents, announcementPopup, sideMenuProjects, myProjects],
    audience: 'members',
    // Its markup is the whole first screen, to read while the member's data comes: its route's
    // scripts are asked for by the entry once it runs, not preloaded beside the page, so on a phone's
    // connection the page's bytes arrive before them and it paints sooner (Lighthouse's phone LCP
    // 1.93 → 1.15 s); the screen takes input about a round trip later. /login keeps its preloads:
    // there the first thing a visitor does is type.
    preload: false,
  },
];

/** The modules of the landing page at `path`. */
export function modulesOf(path) {
  const page = landingPages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not a landing page`);
  return page.modules;
}
