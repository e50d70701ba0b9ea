import {
  OFFICE_SETTINGS_TEXT,
  officeSettingsSchema,
  type OfficeSettings,
  type OfficeSettingsBody,
  type OfficeSettingsResponse,
} from '@mizan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { officeSettings } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';

const ROW_ID = 1;

/** The keys a partial body actually sets (`undefined` means "keep what is stored"). */
const definedOnly = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * The office's own settings: one row of JSON (`office_settings`). Until the first save the defaults apply
 * (version 0); a setting added later takes its default in a record saved before it existed.
 */
export function createOfficeService(db: Db, defaults: OfficeSettings) {
  /** The stored record over the defaults; a record that no longer validates reads as the defaults. */
  const settingsOf = (data: unknown): OfficeSettings => {
    const parsed = officeSettingsSchema.safeParse({ ...defaults, ...(data as object) });
    return parsed.success ? parsed.data : defaults;
  };

  async function get(): Promise<OfficeSettingsResponse> {
    const [row] = await db.select().from(officeSettings).where(eq(officeSettings.id, ROW_ID));
    if (!row) return { ...defaults, version: 0 };
    return { ...settingsOf(row.data), version: row.version };
  }

  return {
    get,

    /**
     * Saves the settings sent over those stored, if nobody saved since `version` was read (409 otherwise): the
     * version check on the write makes the read and the merge one consistent step.
     */
    async update(body: OfficeSettingsBody, actorId: number): Promise<OfficeSettingsResponse> {
      const { version, ...changes } = body;
      const { version: _current, ...current } = await get();
      const data: OfficeSettings = { ...current, ...definedOnly(changes) };
      const saved =
        version === 0
          ? await db
              .insert(officeSettings)
              .values({ id: ROW_ID, data, updatedBy: actorId, version: 1 })
              .onConflictDoNothing()
              .returning()
          : await db
              .update(officeSettings)
              .set({ data, updatedAt: new Date(), updatedBy: actorId, version: sql`${officeSettings.version} + 1` })
              .where(and(eq(officeSettings.id, ROW_ID), eq(officeSettings.version, version)))
              .returning();
      const [row] = saved;
      if (!row) throw new HttpError(409, OFFICE_SETTINGS_TEXT.stale);
      return { ...settingsOf(row.data), version: row.version };
    },

    /** Whether anyone may create their own account (read by the sign-up page and the register call). */
    async publicRegistration(): Promise<boolean> {
      return (await get()).publicRegistration;
    },

    /** The zone the office's days and times are counted in (every module that dates something reads it here). */
    async timeZone(): Promise<string> {
      return (await get()).timeZone;
    },
  };
}

export type OfficeService = ReturnType<typeof createOfficeService>;
