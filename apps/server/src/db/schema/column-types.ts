import { customType, numeric } from 'drizzle-orm/pg-core';

/** Binary content (uploads), on PGlite and PostgreSQL alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An amount of money, exact to the cent; read and written as decimal text ("1250.50"), never as a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
