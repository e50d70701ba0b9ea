import { SETTINGS_TEXT, type StoreSettings, type StoreSettingsInput } from '@mizan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { ecommerceSettings } from './ecommerce.table.ts';
import { readStoreSettingsRow } from './store.ts';

const toSettings = (row: { data: StoreSettingsInput; version: number; updatedAt: Date }): StoreSettings => ({
  ...row.data,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** The store's settings: one row, the defaults (version 0) until the first save. */
export function createSettingsService(db: Db) {
  return {
    async get(): Promise<StoreSettings> {
      return toSettings(await readStoreSettingsRow(db));
    },

    async update(body: StoreSettingsInput & { version: number }, userId: number): Promise<StoreSettings> {
      const { version, ...data } = body;
      if (data.locations.filter((location) => location.isDefault).length !== 1) {
        throw fieldError('locations', SETTINGS_TEXT.oneDefault);
      }
      return db.transaction(async (tx) => {
        const [row] =
          version === 0
            ? // The first save: a concurrent first save wins and this one is stale.
              await tx
                .insert(ecommerceSettings)
                .values({ id: 1, data, updatedBy: userId, version: 1 })
                .onConflictDoNothing()
                .returning()
            : await tx
                .update(ecommerceSettings)
                .set({ data, updatedBy: userId, updatedAt: new Date(), version: sql`${ecommerceSettings.version} + 1` })
                .where(and(eq(ecommerceSettings.id, 1), eq(ecommerceSettings.version, version)))
                .returning();
        if (!row) throw new HttpError(409, SETTINGS_TEXT.stale);
        return toSettings(row);
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
