import { appViteConfig } from '@stride/vite-config';

export default appViteConfig({
  root: import.meta.dirname,
  port: 4400,
  prerenderedPages: { '/admin/login': 'src/features/auth/components/admin-login-screen.tsx' },
});
