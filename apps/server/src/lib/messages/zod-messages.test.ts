import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import './zod-messages.ts';

/** The messages zod gives for `input` against `schema`, with the global map of zod-messages.ts set. */
const messagesOf = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => issue.message) ?? [];
const messageOf = (schema: z.ZodMiniType, input: unknown) => messagesOf(schema, input)[0];

describe('zod issues in plain words', () => {
  it('a missing field is required, whatever its type', () => {
    const body = z.object({ name: z.string(), count: z.int(), tags: z.array(z.string()) });
    expect(messagesOf(body, {})).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
    ]);
    expect(messageOf(z.object({ name: z.string() }), { name: null })).toBe('This field is required');
    expect(messageOf(z.object({ level: z.enum(['low', 'high']) }), {})).toBe('This field is required');
    expect(messageOf(z.object({ amount: z.union([z.string(), z.number()]) }), {})).toBe('This field is required');
  });

  it('a value of the wrong type names what to enter', () => {
    expect(messageOf(z.number(), 'ten')).toBe('Enter a number');
    expect(messageOf(z.int(), 1.5)).toBe('Enter a whole number');
    expect(messageOf(z.int(), 'ten')).toBe('Enter a whole number');
    expect(messageOf(z.pipe(z.coerce.number(), z.int()), 'abc')).toBe('Enter a number');
    expect(messageOf(z.string(), 42)).toBe('Enter text');
    expect(messageOf(z.boolean(), 'yes')).toBe('Choose yes or no');
    expect(messageOf(z.array(z.int()), 'x')).toBe('Enter a list');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('Enter a number');
  });

  it('text too short or too long counts characters; at least one means required', () => {
    const text = z.string().check(z.trim(), z.minLength(3), z.maxLength(5));
    expect(messageOf(text, 'ab')).toBe('Use at least 3 characters');
    expect(messageOf(text, 'abcdef')).toBe('Use at most 5 characters');
    expect(messageOf(z.string().check(z.trim(), z.minLength(1)), '   ')).toBe('This field is required');
    expect(messageOf(z.string().check(z.length(4)), 'abc')).toBe('Use exactly 4 characters');
  });

  it('a number out of range names both ends when the schema has both', () => {
    const percent = z.number().check(z.minimum(0), z.maximum(100));
    expect(messageOf(percent, 101)).toBe('Enter a number from 0 to 100');
    expect(messageOf(percent, -1)).toBe('Enter a number from 0 to 100');
    expect(messageOf(z.number().check(z.minimum(1)), 0)).toBe('Enter a number of at least 1');
    expect(messageOf(z.number().check(z.maximum(9)), 10)).toBe('Enter a number of at most 9');
    expect(messageOf(z.number().check(z.positive()), 0)).toBe('Enter a number greater than 0');
    // A whole number's open end is read as the next whole number.
    expect(messageOf(z.int().check(z.positive()), 0)).toBe('Enter a number of at least 1');
    expect(messageOf(z.int().check(z.positive(), z.maximum(2_147_483_647)), 2 ** 40)).toBe(
      'Enter a number from 1 to 2147483647',
    );
    expect(messageOf(z.int(), 2 ** 60)).toBe('Enter a number of at most 9007199254740991');
    expect(messageOf(z.number().check(z.multipleOf(5)), 7)).toBe('Enter a multiple of 5');
  });

  it('lists have items', () => {
    expect(messageOf(z.array(z.int()).check(z.minLength(1)), [])).toBe('Add at least one item');
    expect(messageOf(z.array(z.int()).check(z.minLength(2)), [1])).toBe('Add at least 2 items');
    expect(messageOf(z.array(z.int()).check(z.maxLength(2)), [1, 2, 3])).toBe('Use at most 2 items');
  });

  it('formats, choices and unknown fields', () => {
    expect(messageOf(z.email(), 'someone')).toBe('Enter a valid email address');
    expect(messageOf(z.iso.date(), '2026-02-30')).toBe('Enter a real date (YYYY-MM-DD)');
    expect(messageOf(z.iso.date(), 'tomorrow')).toBe('Enter a real date (YYYY-MM-DD)');
    expect(messageOf(z.iso.datetime({ offset: true }), '2026-03-01 9am')).toBe(
      'Enter a real date and time with its offset (YYYY-MM-DDTHH:MM+03:00)',
    );
    expect(messageOf(z.url(), 'not a link')).toBe('Enter a valid link');
    expect(messageOf(z.enum(['low', 'normal', 'high']), 'urgent')).toBe('Choose one of: low, normal, high');
    expect(messageOf(z.string().check(z.regex(/^[A-Z]{3}$/)), 'sar')).toBe('This value is not in the expected form');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('This field is not accepted: b');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toBe(
      'These fields are not accepted: b, c',
    );
    expect(messageOf(z.string().check(z.refine(() => false)), 'x')).toBe('This value is not accepted');
  });

  it('never answers zod’s own wording, and keeps a schema’s own message', () => {
    const zodWords = /Invalid input|expected|received|Too (small|big)|Unrecognized/;
    const samples: [z.ZodMiniType, unknown][] = [
      [z.string(), 1],
      [z.object({ a: z.int() }), {}],
      [z.enum(['a']), 'b'],
      [z.union([z.string(), z.int()]), false],
      [z.array(z.string()).check(z.maxLength(1)), ['a', 'b']],
      [z.iso.date(), 'x'],
    ];
    for (const [schema, input] of samples)
      for (const message of messagesOf(schema, input)) expect(message).not.toMatch(zodWords);
    expect(messageOf(z.string().check(z.minLength(3, { error: 'Enter the name' })), 'a')).toBe('Enter the name');
    expect(messageOf(z.int({ error: 'Enter a whole quantity' }), 'x')).toBe('Enter a whole quantity');
  });
});
