import { appViteConfig } from '@stride/vite-config';

export default appViteConfig({
  root: import.meta.dirname,
  port: 4200,
  prerenderedPages: {
    '/user/login': 'src/features/auth/components/login-screen.tsx',
    // The signed-in landing page: its frame (the top bar's logo, the loader) paints before any script has run.
    '/user/dashboard': 'src/features/dashboard/components/dashboard-screen.tsx',
  },
});
