import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DataFolderInUseError, lockDataFolder, type DataFolderLock } from './db/lock.ts';
import { DEMO_USERS } from './db/seed/demo-users.ts';

/**
 * The server process: config → lock the data folder → open and migrate the database → bootstrap
 * (and seed a fresh demo database) → listen. SIGTERM / SIGINT close the app, the database and the lock.
 */
async function main() {
  const started = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The database driver first; the HTTP app loads while the database starts.
  const { createDatabase } = await import('./db/client.ts');

  let lock: DataFolderLock | undefined;
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close().catch(() => {});
    lock?.release();
  };

  try {
    if (!config.databaseUrl) lock = lockDataFolder(config.dataDir);
    const opening = createDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
    const modules = Promise.all([import('./app.ts'), import('./db/bootstrap.ts')]);
    opening.catch(() => {}); // awaited below; don't let it be an unhandled rejection meanwhile
    database = await opening;
    await database.migrate();
    const [{ buildApp }, { bootstrap }] = await modules;
    const app = await buildApp({
      db: database.db,
      logger: { level: config.logLevel },
      sessionTtlDays: config.sessionTtlDays,
      cookieSecure: config.cookieSecure,
      webDist: config.webDist,
      publicUrl: config.publicUrl,
      loginLimits: { perIp: config.loginRateLimitPerIp },
      trustProxy: config.trustProxy,
    });
    const boot = await bootstrap(database.db, {
      demoData: config.demoData,
      admin: config.admin,
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: shutting down`);
      try {
        await app.close();
      } finally {
        await cleanup();
      }
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
    console.info(`Mizan is running at http://${host}:${port} (${where}; ready in ${Math.round(performance.now() - started)} ms)`);
    if (config.demoData) {
      console.info(
        `Demo logins${boot.seeded ? ' (demo data just loaded)' : ''}:\n` +
          DEMO_USERS.map((user) => `  ${user.email} / ${user.password}  (${user.role})`).join('\n'),
      );
    }
  } catch (error) {
    await cleanup();
    // Expected failures get their message only; anything else its stack.
    console.error(error instanceof DataFolderInUseError ? error.message : error);
    process.exit(1);
  }
}

void main();
