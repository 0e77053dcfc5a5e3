import { Navigate, type RouteObject } from 'react-router-dom';

/** EVIX-AI (spec §2 /evix-ai/concept-finder and /evix-ai/ai-assistant): the concept finder and the AI assistant. */
export const evixAiRoutes: RouteObject[] = [
  { path: 'evix-ai', element: <Navigate to="concept-finder" replace /> },
  {
    path: 'evix-ai/concept-finder',
    lazy: () => import('./routes/concept-finder-page').then((m) => ({ Component: m.ConceptFinderPage })),
  },
  {
    path: 'evix-ai/ai-assistant',
    lazy: () => import('./routes/ai-assistant-page').then((m) => ({ Component: m.AiAssistantPage })),
  },
];
