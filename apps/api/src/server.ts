import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createClock } from './lib/clock';

/** Starts the API: open and migrate the database, listen, and shut down cleanly on SIGINT or SIGTERM. */
async function main() {
  const config = loadConfig();
  const clock = createClock(config.testClock);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.seedDemo) {
    // Imported only when asked for: the build puts the seed in a chunk of its own that a production start never loads.
    const { seed } = await import('./seed/index');
    await seed(database.db, clock.now(), config.demoContentDir);
  }
  const app = await buildApp({ config, db: database.db, clock });

  const housekeeping = setInterval(() => {
    void app.sessions.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'session clean-up failed'));
    void app.socialSignIn.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'sign-in flow clean-up failed'));
    void app.mailer.retryUnsent().catch((error: unknown) => app.log.error({ err: error }, 'email retry failed'));
    void app.rateLimiter.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'rate-limit clean-up failed'));
    void app.accounts.deleteForgottenSignInAddresses().catch((error: unknown) => app.log.error({ err: error }, 'sign-in address clean-up failed'));
  }, 60_000);
  housekeeping.unref();
  // Goals left idle are also paused when their learner next reads them; this reaches the ones who stay away.
  const idleGoals = setInterval(() => {
    void app.goals.pauseIdleGoals().catch((error: unknown) => app.log.error({ err: error }, 'pausing idle goals failed'));
  }, 15 * 60_000);
  idleGoals.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(housekeeping);
    clearInterval(idleGoals);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close(); // waits for requests in flight
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind }, `API listening on http://${config.host}:${config.port}/api`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
