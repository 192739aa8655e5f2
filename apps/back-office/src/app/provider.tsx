import { AppProviders } from '@stride/app-shell';
import { createAppRouter } from './router';

export function AppProvider() {
  return <AppProviders createRouter={createAppRouter} />;
}
