import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { countryFlag } from './shared.ts';

const t = setupTestApp({ demoData: false });

describe('country flags', () => {
  it('serves the flag-icons SVG of a two-letter code to anyone, cached for a year', async () => {
    const response = await t.call(null, 'GET', '/api/flags/sa.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const file = await readFile(createRequire(import.meta.url).resolve('flag-icons/flags/4x3/sa.svg'), 'utf8');
    expect(response.body).toBe(file);
    expect(response.body).toContain('<svg');
  });

  it('answers 404 for a code without a flag and anything that is not two lower-case letters', async () => {
    for (const url of [
      '/api/flags/zz.svg',
      '/api/flags/..%2Fx.svg',
      '/api/flags/%2E%2E%2Fx.svg',
      '/api/flags/..%2F..%2Fpackage.json.svg',
      '/api/flags/SA.svg',
      '/api/flags/sau.svg',
      '/api/flags/gb-eng.svg',
      '/api/flags/sa.svg.svg',
      '/api/flags/s.svg',
      '/api/flags/sa',
    ]) {
      const response = await t.call(null, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('svg');
    }
  });

  it("gives a customer's countryFlag as that URL, empty when the code has no flag", () => {
    expect(countryFlag('SA')).toBe('/api/flags/sa.svg');
    expect(countryFlag('fr')).toBe('/api/flags/fr.svg');
    expect(countryFlag('')).toBe('');
    expect(countryFlag('ZZ')).toBe('');
    expect(countryFlag('../x')).toBe('');
  });
});
