import { appViteConfig } from '@stride/vite-config';

export default appViteConfig({
  root: import.meta.dirname,
  port: 4300,
  prerenderedPages: { '/login': 'src/features/auth/components/login-screen.tsx' },
});
