import { z } from 'zod/mini';
import { positiveIntSchema } from '../params.ts';
import { toAsciiDigits } from './arabic-text.ts';
import { feeEntryKindSchema } from './domain.ts';

/** `/api/legal-cases/:id/fees/:feeId`. */
export const caseFeeParamsSchema = z.object({ id: positiveIntSchema, feeId: positiveIntSchema });

export const FEE_AMOUNT_MESSAGE = 'Enter an amount above zero, such as 1250.50';

/**
 * An amount as exact decimal text: Arabic-Indic digits and the Arabic decimal separator (٫) are accepted and
 * normalised; above 0, at most 2 decimals and 12 whole digits (the column is numeric(14,2)). Checked as text,
 * never through a float.
 */
export const feeAmountSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: FEE_AMOUNT_MESSAGE }),
    z.transform((value) => toAsciiDigits(String(value)).replace('٫', '.').trim()),
  ),
  z.string().check(
    z.regex(/^\d{1,12}(\.\d{1,2})?$/, FEE_AMOUNT_MESSAGE),
    z.refine((text) => /[1-9]/.test(text), FEE_AMOUNT_MESSAGE),
  ),
);

/** أتعاب: an agreement (fees agreed), a payment received, or an expense. */
export const caseFeeSchema = z.object({
  id: z.int(),
  caseId: z.int(),
  kind: feeEntryKindSchema,
  amount: z.string(),
  description: z.string(),
  occurredOn: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.int()),
});
export type CaseFee = z.infer<typeof caseFeeSchema>;

/** Every amount is decimal text summed in SQL; balance = agreed − paid. */
export const caseFeeTotalsSchema = z.object({
  agreed: z.string(),
  paid: z.string(),
  expenses: z.string(),
  balance: z.string(),
});
export type CaseFeeTotals = z.infer<typeof caseFeeTotalsSchema>;

export const caseFeeListSchema = z.object({ entries: z.array(caseFeeSchema), totals: caseFeeTotalsSchema });
export type CaseFeeList = z.infer<typeof caseFeeListSchema>;

export const caseFeeCreateBodySchema = z.object({
  kind: feeEntryKindSchema,
  amount: feeAmountSchema,
  description: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  occurredOn: z.pipe(
    z.pipe(
      z.string({ error: 'Enter a date' }),
      z.transform((value) => toAsciiDigits(value).trim()),
    ),
    z.iso.date({ error: 'Enter a date (YYYY-MM-DD)' }),
  ),
});
export type CaseFeeCreateBody = z.infer<typeof caseFeeCreateBodySchema>;

export const CASE_FEE_NOT_FOUND = 'Fee entry not found';
