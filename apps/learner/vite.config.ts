import { appViteConfig } from '@stride/vite-config';

export default appViteConfig({
  root: import.meta.dirname,
  port: 4200,
  prerenderedPages: { '/user/login': 'src/features/auth/components/login-screen.tsx' },
});
