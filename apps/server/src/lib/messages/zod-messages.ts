import { z } from 'zod/mini';
import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * zod's own messages ("Invalid input", "expected string, received number") mean nothing to a user. The server
 * sets this map once (app.ts imports this file) so each issue a schema doesn't word itself reads as plain English
 * naming the problem; the error handler then translates it like any other message (templates in the catalogues).
 * A message a schema carries (`{ error: '…' }`) still wins: zod asks this map only when there is none.
 */
export const ZOD_TEXT = {
  required: 'This field is required',
  atLeastChars: (min: number | bigint) => `Use at least ${min} characters`,
  atMostChars: (max: number | bigint) => `Use at most ${max} characters`,
  exactChars: (length: number | bigint) => `Use exactly ${length} characters`,
  atLeastOneItem: 'Add at least one item',
  atLeastItems: (min: number | bigint) => `Add at least ${min} items`,
  atMostItems: (max: number | bigint) => `Use at most ${max} items`,
  numberBetween: (min: number | bigint, max: number | bigint) => `Enter a number from ${min} to ${max}`,
  numberAtLeast: (min: number | bigint) => `Enter a number of at least ${min}`,
  numberAtMost: (max: number | bigint) => `Enter a number of at most ${max}`,
  numberAbove: (min: number | bigint) => `Enter a number greater than ${min}`,
  numberBelow: (max: number | bigint) => `Enter a number less than ${max}`,
  multipleOf: (divisor: number) => `Enter a multiple of ${divisor}`,
  wholeNumber: 'Enter a whole number',
  number: 'Enter a number',
  text: 'Enter text',
  yesOrNo: 'Choose yes or no',
  list: 'Enter a list',
  email: 'Enter a valid email address',
  date: 'Enter a real date (YYYY-MM-DD)',
  dateTime: 'Enter a real date and time with its offset (YYYY-MM-DDTHH:MM+03:00)',
  time: 'Enter a time (HH:MM)',
  url: 'Enter a valid link',
  oneOf: (values: string) => `Choose one of: ${values}`,
  unknownField: (key: string) => `This field is not accepted: ${key}`,
  unknownFields: (keys: string) => `These fields are not accepted: ${keys}`,
  notInForm: 'This value is not in the expected form',
  notAccepted: 'This value is not accepted',
} as const;

type Issue = $ZodRawIssue;
/** What zod keeps on a schema and its checks, read here to name both ends of a number's range. */
interface SchemaInternals {
  _zod?: {
    def?: { format?: string; checks?: { _zod?: { def?: { check?: string; value?: unknown; inclusive?: boolean } } }[] };
  };
}

const isWholeNumberFormat = (format: string | undefined) => format !== undefined && /int/.test(format);

function typeMessage(expected: string, format: string | undefined): string {
  switch (expected) {
    case 'int':
      return ZOD_TEXT.wholeNumber;
    case 'number':
    case 'bigint':
    case 'nan':
      return isWholeNumberFormat(format) ? ZOD_TEXT.wholeNumber : ZOD_TEXT.number;
    case 'string':
      return ZOD_TEXT.text;
    case 'boolean':
      return ZOD_TEXT.yesOrNo;
    case 'array':
    case 'tuple':
    case 'set':
      return ZOD_TEXT.list;
    case 'date':
      return ZOD_TEXT.date;
    default:
      return ZOD_TEXT.notInForm;
  }
}

/**
 * A number out of range, naming both ends when the schema has both (`z.minimum(1), z.maximum(10)` → "from 1 to
 * 10"). A whole number's open end becomes a closed one (`z.positive()` on an int → "at least 1").
 */
function rangeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const def = (issue.schema as SchemaInternals | undefined)?._zod?.def;
  const whole = issue.origin === 'int' || isWholeNumberFormat(def?.format);
  let min: { value: number; inclusive: boolean } | undefined;
  let max: { value: number; inclusive: boolean } | undefined;
  for (const check of def?.checks ?? []) {
    const checkDef = check._zod?.def;
    if (typeof checkDef?.value !== 'number' && typeof checkDef?.value !== 'bigint') continue;
    const bound = { value: Number(checkDef.value), inclusive: checkDef.inclusive ?? true };
    if (checkDef.check === 'greater_than' && (!min || bound.value > min.value)) min = bound;
    if (checkDef.check === 'less_than' && (!max || bound.value < max.value)) max = bound;
  }
  // The bound that failed is the issue's own (built-in ones, like a safe integer's, aren't among the checks).
  if (issue.code === 'too_small') min = { value: Number(issue.minimum), inclusive: issue.inclusive ?? true };
  else max = { value: Number(issue.maximum), inclusive: issue.inclusive ?? true };
  if (whole) {
    if (min && !min.inclusive) min = { value: Math.floor(min.value) + 1, inclusive: true };
    if (max && !max.inclusive) max = { value: Math.ceil(max.value) - 1, inclusive: true };
  }
  if (min?.inclusive && max?.inclusive) return ZOD_TEXT.numberBetween(min.value, max.value);
  if (issue.code === 'too_small')
    return min!.inclusive ? ZOD_TEXT.numberAtLeast(min!.value) : ZOD_TEXT.numberAbove(min!.value);
  return max!.inclusive ? ZOD_TEXT.numberAtMost(max!.value) : ZOD_TEXT.numberBelow(max!.value);
}

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return ZOD_TEXT.exactChars(limit);
      if (small) return Number(limit) <= 1 ? ZOD_TEXT.required : ZOD_TEXT.atLeastChars(limit);
      return ZOD_TEXT.atMostChars(limit);
    case 'array':
    case 'set':
      if (small) return Number(limit) <= 1 ? ZOD_TEXT.atLeastOneItem : ZOD_TEXT.atLeastItems(limit);
      return ZOD_TEXT.atMostItems(limit);
    case 'number':
    case 'int':
    case 'bigint':
      return rangeMessage(issue);
    default:
      return ZOD_TEXT.notInForm;
  }
}

function formatMessage(format: string): string {
  switch (format) {
    case 'email':
      return ZOD_TEXT.email;
    case 'date':
      return ZOD_TEXT.date;
    case 'datetime':
      return ZOD_TEXT.dateTime;
    case 'time':
      return ZOD_TEXT.time;
    case 'url':
      return ZOD_TEXT.url;
    default:
      return ZOD_TEXT.notInForm;
  }
}

const listed = (values: readonly unknown[]) => values.map((value) => (value === '' ? '""' : String(value))).join(', ');

/** The plain-English message of a zod issue no schema worded. */
export function plainZodMessage(issue: Issue): string {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return ZOD_TEXT.required;
      return typeMessage(issue.expected, (issue.inst as SchemaInternals | undefined)?._zod?.def?.format);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'invalid_value':
      if (missing) return ZOD_TEXT.required;
      return ZOD_TEXT.oneOf(listed(issue.values));
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? ZOD_TEXT.unknownField(issue.keys[0]!)
        : ZOD_TEXT.unknownFields(issue.keys.join(', '));
    case 'not_multiple_of':
      return ZOD_TEXT.multipleOf(Number(issue.divisor));
    case 'invalid_union': {
      // zod itself reports the one alternative that came close; here every alternative refused the type.
      if (missing) return ZOD_TEXT.required;
      const expected = issue.errors
        .flat()
        .flatMap((inner) => (inner.code === 'invalid_type' && inner.path.length === 0 ? [inner.expected] : []));
      if (expected.some((type) => type === 'number' || type === 'int')) return ZOD_TEXT.number;
      return expected[0] ? typeMessage(expected[0], undefined) : ZOD_TEXT.notInForm;
    }
    case 'custom':
      return ZOD_TEXT.notAccepted;
    default:
      return ZOD_TEXT.notInForm;
  }
}

z.config({ customError: plainZodMessage });
