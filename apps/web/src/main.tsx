import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import './i18n';
import './styles/global.css';
import { createQueryClient } from './shared/api/queryClient';
import { PreferencesProvider } from './app/providers/PreferencesProvider';
import { prefetchStart, router } from './app/routes/router';

const queryClient = createQueryClient();
prefetchStart(queryClient, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </QueryClientProvider>
  </StrictMode>,
);
