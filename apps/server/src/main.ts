import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DataFolderInUseError, lockDataFolder, type DataFolderLock } from './db/lock.ts';
import { DEMO_USERS } from './db/seed/demo-users.ts';
import { describeError } from './lib/log-redaction.ts';

/**
 * The server process: config → lock the data folder → open the database → build the app and listen, while the
 * database is migrated and bootstrapped (a fresh demo database seeded) in the background: pages are served at once,
 * API calls wait for the database. SIGTERM / SIGINT close the app, the database and the lock.
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
    // nodemailer (with SMTP_URL) loads while the database opens too.
    const mail = import('./lib/mail-transport.ts').then(({ mailOptionsFromConfig }) => mailOptionsFromConfig(config));
    opening.catch(() => {}); // awaited below; don't let it be an unhandled rejection meanwhile
    mail.catch(() => {});
    database = await opening;
    const [{ buildApp }, { bootstrap }] = await modules;
    // Pages are served as soon as the app listens; API calls wait until the database is migrated and bootstrapped.
    let markReady!: () => void;
    let markFailed!: (error: unknown) => void;
    const databaseReady = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    databaseReady.catch(() => {}); // reported below
    const app = await buildApp({
      db: database.db,
      logger: { level: config.logLevel },
      sessionTtlDays: config.sessionTtlDays,
      cookieSecure: config.cookieSecure,
      webDist: config.webDist,
      publicUrl: config.publicUrl,
      loginLimits: { perIp: config.loginRateLimitPerIp },
      trustProxy: config.trustProxy,
      // Public sign-up until an administrator decides: open for a demo, closed in production.
      publicRegistration: config.demoData && !config.production,
      databaseReady,
      mail: await mail,
      email: { undoSeconds: config.emailUndoSeconds, inboundSmtp: config.inboundSmtp },
    });
    const { db } = database;
    const booting = (async () => {
      await database.migrate();
      return bootstrap(db, {
        demoData: config.demoData,
        admin: config.admin,
        log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
      });
    })();
    booting.then(markReady, markFailed);

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
    const boot = await booting;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
    console.info(
      `Mizan is running at http://${host}:${port} (${where}; ready in ${Math.round(performance.now() - started)} ms)`,
    );
    if (config.demoData) {
      console.info(
        `Demo logins${boot.seeded ? ' (demo data just loaded)' : ''}:\n` +
          DEMO_USERS.map((user) => `  ${user.email} / ${user.password}  (${user.role})`).join('\n'),
      );
    }
  } catch (error) {
    await cleanup();
    // Expected failures get their message only; anything else its stack, without the values of a failed SQL statement
    // (bootstrap inserts the first administrator's password hash).
    console.error(error instanceof DataFolderInUseError ? error.message : describeError(error));
    process.exit(1);
  }
}

void main();
