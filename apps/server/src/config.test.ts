import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('config', () => {
  it('has development defaults', () => {
    const config = loadConfig({}, '/somewhere');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      production: false,
      demoData: true,
      sessionTtlDays: 30,
      cookieSecure: false,
      logLevel: 'info',
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      loginRateLimitPerIp: 20,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Mizan <no-reply@localhost>',
      emailUndoSeconds: 5,
      inboundSmtp: undefined,
    });
  });

  it('reads the mail client’s settings: the undo-send hold and the incoming mail server (off unless a port is set)', () => {
    const config = loadConfig({ EMAIL_UNDO_SECONDS: '10', INBOUND_SMTP_PORT: '2525' }, '/');
    expect(config).toMatchObject({ emailUndoSeconds: 10, inboundSmtp: { port: 2525, host: '0.0.0.0' } });
    expect(loadConfig({ INBOUND_SMTP_PORT: '25', INBOUND_SMTP_HOST: '127.0.0.1' }, '/').inboundSmtp).toEqual({
      port: 25,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ INBOUND_SMTP_PORT: '70000' }, '/')).toThrow(/INBOUND_SMTP_PORT/);
    expect(() => loadConfig({ EMAIL_UNDO_SECONDS: '-1' }, '/')).toThrow(/EMAIL_UNDO_SECONDS/);
  });

  it('reads the mail settings, and never repeats an SMTP address it refuses', () => {
    const config = loadConfig(
      { SMTP_URL: 'smtps://mizan:s3cret@mail.office.example:465', MAIL_FROM: 'Office <office@example.com>' },
      '/',
    );
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mizan:s3cret@mail.office.example:465',
      mailFrom: 'Office <office@example.com>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'office@example.com' }, '/').mailFrom).toBe(
      'office@example.com',
    );

    expect(() => loadConfig({ SMTP_URL: 'http://user:s3cret@mail.example' }, '/')).toThrow(
      /SMTP_URL: must be an address such as smtp:/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:s3cret@mail.example' }, '/')).not.toThrow(/s3cret/);
    expect(() => loadConfig({ MAIL_FROM: 'Mizan' }, '/')).toThrow(/MAIL_FROM/);
  });

  it('finds the repository root from its own location', () => {
    expect(REPO_ROOT.endsWith('/apps/server')).toBe(false);
    expect(join(REPO_ROOT, 'apps/server/src/config.ts')).toBe(new URL('./config.ts', import.meta.url).pathname);
  });

  it('production: no demo data, secure cookies, the first admin', () => {
    const config = loadConfig(
      { NODE_ENV: 'production', ADMIN_EMAIL: 'boss@office.example', ADMIN_PASSWORD: 'long secret' },
      '/srv',
    );
    expect(config).toMatchObject({ production: true, demoData: false, cookieSecure: true });
    expect(config.admin).toEqual({ email: 'boss@office.example', password: 'long secret' });
  });

  it('resolves relative folders against INIT_CWD, then the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }, '/srv/mizan').dataDir).toBe('/srv/mizan/var/data');
    expect(loadConfig({ DATA_DIR: 'var/data', INIT_CWD: '/home/me' }).dataDir).toBe('/home/me/var/data');
    expect(loadConfig({ DATA_DIR: '/abs/data' }, '/srv').dataDir).toBe('/abs/data');
  });

  it('reads flags and numbers', () => {
    const config = loadConfig(
      { PORT: '8080', DEMO_DATA: 'off', COOKIE_SECURE: 'yes', SESSION_TTL_DAYS: '7', PORT_UNUSED: '' },
      '/',
    );
    expect(config).toMatchObject({ port: 8080, demoData: false, cookieSecure: true, sessionTtlDays: 7 });
  });

  it('explains bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }, '/')).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@office.example' }, '/')).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' }, '/')).toThrow(/DEMO_DATA/);
  });
});
