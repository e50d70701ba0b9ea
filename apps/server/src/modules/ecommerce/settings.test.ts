import { SETTINGS_TEXT, type StoreSettings } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { DEFAULT_STORE_SETTINGS, readStoreSettings } from './store.ts';

const t = setupTestApp();
let admin: SignedIn;
const URL = '/api/apps/ecommerce/settings';

const read = async () => {
  const response = await t.call(admin, 'GET', URL);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoreSettings>();
};
/** What the page sends back: the fields and the version read. */
const bodyOf = (settings: StoreSettings) => {
  const { updatedAt: _updatedAt, ...body } = settings;
  return body;
};
const location = (name: string, isDefault: boolean) => ({
  name,
  line1: '1 Main St',
  city: 'Jeddah',
  countryCode: 'sa',
  isDefault,
});

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
});

describe('store settings', () => {
  it('answers the defaults with version 0 before the first save, then saves with the version (409 when stale)', async () => {
    const initial = await read();
    // The demo data may already have saved the settings; before any save they are the defaults at version 0.
    if (initial.version === 0) expect(bodyOf(initial)).toEqual({ ...DEFAULT_STORE_SETTINGS, version: 0 });

    const changed = {
      ...bodyOf(initial),
      store: { ...initial.store, name: '  Souq Mizan ', currency: 'EUR', taxRate: '٥٫٥', orderPrefix: 'SM-' },
      shipping: {
        zones: [{ name: 'Gulf', countries: ['sa', 'AE'], rates: [{ name: 'Standard', price: 12, freeAbove: '200' }] }],
        defaultRate: '25.5',
      },
      locations: [location('Jeddah', true), location('Riyadh', false)],
    };
    const saved = await t.call(admin, 'PUT', URL, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<StoreSettings>();
    expect(after).toMatchObject({
      version: initial.version + 1,
      store: { name: 'Souq Mizan', currency: 'EUR', taxRate: '5.5', orderPrefix: 'SM-' },
      shipping: {
        zones: [
          { name: 'Gulf', countries: ['SA', 'AE'], rates: [{ name: 'Standard', price: '12', freeAbove: '200' }] },
        ],
        defaultRate: '25.5',
      },
      locations: [
        { name: 'Jeddah', countryCode: 'SA', isDefault: true, fulfilsOnline: true },
        { name: 'Riyadh', isDefault: false },
      ],
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(initial.updatedAt));
    expect(await read()).toEqual(after);
    const store = await readStoreSettings(t.db);
    expect(store).toMatchObject({ symbol: '€', store: { currency: 'EUR' } });

    const stale = await t.call(admin, 'PUT', URL, { ...changed, store: { ...changed.store, name: 'Late' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SETTINGS_TEXT.stale);
    const staleZero = await t.call(admin, 'PUT', URL, { ...changed, version: 0 });
    expect(staleZero.statusCode).toBe(409);

    const again = await t.call(admin, 'PUT', URL, { ...bodyOf(after), store: { ...after.store, currency: 'USD' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<StoreSettings>()).toMatchObject({
      version: initial.version + 2,
      store: { name: 'Souq Mizan', currency: 'USD' },
    });
  });

  it('needs exactly one default location, and refuses bad fields naming them', async () => {
    const current = await read();
    for (const locations of [
      [location('A', false), location('B', false)],
      [location('A', true), location('B', true)],
    ]) {
      const response = await t.call(admin, 'PUT', URL, { ...bodyOf(current), locations });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: SETTINGS_TEXT.oneDefault,
        errors: { locations: [SETTINGS_TEXT.oneDefault] },
      });
    }
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ store: { ...current.store, currency: 'XYZ' } }, 'store.currency'],
      [{ store: { ...current.store, taxRate: '101' } }, 'store.taxRate'],
      [{ store: { ...current.store, email: 'nope' } }, 'store.email'],
      [{ store: { ...current.store, name: ' ' } }, 'store.name'],
      [{ locations: [] }, 'locations'],
      [{ shipping: { zones: [], defaultRate: '-1' } }, 'shipping.defaultRate'],
    ];
    for (const [patch, field] of bad) {
      const response = await t.call(admin, 'PUT', URL, { ...bodyOf(current), ...patch });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    expect((await read()).version).toBe(current.version);
  });

  it('answers 401 signed out and 403 without the Store rules', async () => {
    const client = await signIn(t.app, CLIENT);
    const subscriber = await t.userWithRole('subscriber');
    const current = await read();
    for (const who of [null, client, subscriber]) {
      const expected = who === null ? 401 : 403;
      expect((await t.call(who, 'GET', URL)).statusCode).toBe(expected);
      expect((await t.call(who, 'PUT', URL, bodyOf(current))).statusCode).toBe(expected);
    }
  });
});
