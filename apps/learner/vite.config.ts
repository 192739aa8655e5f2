import { appViteConfig } from '@stride/vite-config';

export default appViteConfig({
  root: import.meta.dirname,
  port: 4200,
  prerenderedPages: {
    '/user/login': 'src/features/auth/components/login-screen.tsx',
    // The signed-in landing page needs its data to draw anything: its screen's code loads beside the entry
    // (docs/performance.md, "The signed-in dashboard on a phone").
    '/user/dashboard': { screen: 'src/features/dashboard/components/dashboard-screen.tsx', preloadOnly: true },
  },
});
