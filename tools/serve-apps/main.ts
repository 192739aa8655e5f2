/**
 * Serves one app's build on its own (docs/deploy.md):
 *   npx tsx tools/serve-apps/main.ts apps/learner/dist --port 4200 [--host 0.0.0.0] [--api http://127.0.0.1:3000] [--trust-proxy]
 * `npm start` serves the three apps with the same server (tools/start.ts).
 */
import { parseArgs } from 'node:util';
import { startAppServer } from './server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    api: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:3000' },
    'trust-proxy': { type: 'boolean', default: false },
  },
});
const [root] = positionals;
const port = Number(values.port);
if (!root || !Number.isInteger(port)) {
  console.error('Usage: serve-apps <build folder> --port <port> [--host <address>] [--api <url>] [--trust-proxy]');
  process.exit(2);
}

const { server, url } = await startAppServer({ root, port, host: values.host, apiUrl: values.api, trustProxy: values['trust-proxy'] });
console.log(`Serving ${root} on ${url} (/api: ${values.api})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close());
