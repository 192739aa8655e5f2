/**
 * The benchmarks' baselines: a bare Fastify app answering `/hello`, and with a pg pool as large as the
 * API's (10), `/row/:id`: one indexed-row select. It runs in its own process, as the API does, so the load generator never shares
 * their event loop. `DATABASE_URL=… PORT=… node --import tsx tools/bench/baseline-server.ts`
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));

app.get<{ Params: { id: string } }>('/row/:id', async (request, reply) => {
  const { rows } = await pool.query('select id, email from users where id = $1', [Number(request.params.id)]);
  if (rows.length === 0) return reply.code(404).send({ error: 'no such row' });
  return rows[0];
});

process.on('SIGTERM', () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
