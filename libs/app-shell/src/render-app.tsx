import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, type AppProvidersProps } from './app-providers';

/** Mounts an app into the page's #root with the shared providers and its own router. */
export function renderApp(createRouter: AppProvidersProps['createRouter']): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element to mount the app in.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders createRouter={createRouter} />
    </StrictMode>,
  );
}
