import { z } from 'zod/mini';
import { toAsciiDigits } from '../legal-cases/arabic-text.ts';

export const PRICE_MESSAGE = 'Enter a price, such as 49.90';

/**
 * An amount as exact decimal text ("1299.99"): a number or text is accepted, Arabic-Indic digits and the Arabic
 * decimal separator are normalised; at most 2 decimals and 12 whole digits (numeric(14,2)). Never a float.
 * `message` says what to enter in the field's own words.
 */
export const amountInputSchema = (message: string) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { error: message }),
      z.transform((value) => toAsciiDigits(String(value)).replace('٫', '.').trim()),
    ),
    z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, message)),
  );

/** A price or any other sum of money. */
export const priceInputSchema = amountInputSchema(PRICE_MESSAGE);

/** Paging of the e-commerce lists (spec §7): the rows under their own key, and `total`. */
export const listTotalFields = {
  total: z.int(),
  /** True when a search matched more rows than are counted exactly; `total` is then the cap. */
  totalCapped: z.optional(z.boolean()),
};

/** The store's currency code, beside lists and figures that carry money (the rows' amounts are in it). */
export const currencyField = { currency: z.string() };
