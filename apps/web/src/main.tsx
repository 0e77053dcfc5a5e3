import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@cdmnet/ui/styles.css';
import { lightThemeClass } from '@cdmnet/ui';
import { setUpApiClient } from './app/api-client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

// Radix portals render under <body>: the theme goes on <html> so they are styled too (spec §9: light).
document.documentElement.classList.add(lightThemeClass);

const router = createAppRouter();
const queryClient = createQueryClient();
setUpApiClient((to) => {
  queryClient.clear();
  void router.navigate(to);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
