import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type Location,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { toast } from '@cdmnet/ui';
import { setUpApiClient } from '../api-client';
import { LiveEvents } from '../live-events';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { removeUserCookie, takeReturnTo, takeSessionExpired } from '../session';

export interface ScreenStoryOptions {
  /** The route the screen is mounted at. Default `/`. */
  path?: string;
  /** Where the story opens, with navigation state if any (`{ pathname, state }`); default `path`. */
  initialEntry?: string | Partial<Location>;
  /** A layout route (rendering an `<Outlet/>`) around the screen, as in routes.tsx. */
  layout?: ComponentType;
  /** The screen route's loader. What it throws reaches the story, rendered as the route's errorElement. */
  loader?: LoaderFunction;
  /** A shorter GET timeout, to show the timeout toast without waiting 15 s. */
  getTimeoutMs?: number;
}

// The story reaches the route element through context, so new args still re-render it.
const StorySlotContext = createContext<ReactNode>(null);

function StorySlot() {
  return useContext(StorySlotContext);
}

// The loader settles at once; rendering nothing until then keeps react-router from warning.
const HydrateFallback = () => null;

/** Every other path lands here, so a play function can read where the screen navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function screenRoutes({ path = '/', layout: Layout, loader }: ScreenStoryOptions): RouteObject[] {
  const screen: RouteObject = loader
    ? { path, loader, element: <StorySlot />, errorElement: <StorySlot />, HydrateFallback }
    : { path, element: <StorySlot /> };
  return [
    Layout ? { element: <Layout />, children: [screen] } : screen,
    { path: '*', element: <LocationProbe /> },
  ];
}

function ScreenHarness({ options, story }: { options: ScreenStoryOptions; story: ReactNode }) {
  const [{ queryClient, router }] = useState(() => {
    const queryClient = createQueryClient();
    const router = createMemoryRouter(screenRoutes(options), {
      initialEntries: [options.initialEntry ?? options.path ?? '/'],
    });
    // Wired as main.tsx wires it: error toasts, and an expired session goes to /login.
    setUpApiClient(
      (to) => {
        queryClient.clear();
        void router.navigate(to);
      },
      options.getTimeoutMs ? { getTimeoutMs: options.getTimeoutMs } : {},
    );
    return { queryClient, router };
  });

  return (
    <StorySlotContext.Provider value={story}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StorySlotContext.Provider>
  );
}

/**
 * Renders a screen story as the app would (options may be adjusted per story in `parameters.screen`): a fresh QueryClient (no retries), the app's providers and
 * API client wiring, and a memory router at `initialEntry` with a catch-all that shows the location.
 */
export function withScreen(options: ScreenStoryOptions = {}): Decorator {
  return (Story, { parameters }) => (
    // A story may adjust its meta's screen through `parameters.screen`.
    <ScreenHarness
      options={{ ...options, ...(parameters.screen as Partial<ScreenStoryOptions> | undefined) }}
      story={<Story />}
    />
  );
}

/**
 * Module-wide state a screen touches (the toast queue, the USER cookie, the remembered return location),
 * cleared before a story and, through the returned cleanup, after it. Use as a `beforeEach`.
 */
export function resetAppState(): () => void {
  const reset = () => {
    toast.clear();
    removeUserCookie();
    takeReturnTo();
    takeSessionExpired();
  };
  reset();
  return reset;
}

/**
 * The live stream the signed-in layout opens (app/live-events.ts), around a screen story that shows
 * executions: the mock's `/api/v1/events` tells it what `moveMockExecution` does, as the server would.
 * Put it in the story's own decorators, inside `withScreen` (which gives it the QueryClient).
 */
export const withLiveEvents: Decorator = (Story) => (
  <>
    <LiveEvents />
    <Story />
  </>
);
