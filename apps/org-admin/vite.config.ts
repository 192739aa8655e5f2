import { appViteConfig } from '../../tools/vite/app-config.ts';

export default appViteConfig({ root: import.meta.dirname, port: 4300 });
