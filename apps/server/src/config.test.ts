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
    });
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
    const config = loadConfig({ PORT: '8080', DEMO_DATA: 'off', COOKIE_SECURE: 'yes', SESSION_TTL_DAYS: '7', PORT_UNUSED: '' }, '/');
    expect(config).toMatchObject({ port: 8080, demoData: false, cookieSecure: true, sessionTtlDays: 7 });
  });

  it('explains bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }, '/')).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@office.example' }, '/')).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' }, '/')).toThrow(/DEMO_DATA/);
  });
});
