import { appViteConfig } from '@stride/vite-config';

export default appViteConfig({ root: import.meta.dirname, port: 4300 });
