import { Navigate, type RouteObject } from 'react-router-dom';

/** EVIX-AI (spec §2 /evix-ai/concept-finder and /evix-ai/ai-assistant): each page says it is being prepared. */
export const evixAiRoutes: RouteObject[] = [
  { path: 'evix-ai', element: <Navigate to="concept-finder" replace /> },
  {
    path: 'evix-ai/concept-finder',
    lazy: () => import('./routes/preparing-page').then((m) => ({ Component: m.ConceptFinderPage })),
  },
  {
    path: 'evix-ai/ai-assistant',
    lazy: () => import('./routes/preparing-page').then((m) => ({ Component: m.AiAssistantPage })),
  },
];
