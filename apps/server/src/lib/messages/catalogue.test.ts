import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as contracts from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { arEcommerce } from './ar.ecommerce.ts';
import { arCalendar } from './ar.calendar.ts';
import { arInvoices } from './ar.invoices.ts';
import { arEmail } from './ar.email.ts';
import { arChat } from './ar.chat.ts';
import { arKanban } from './ar.kanban.ts';
import { arLegalCases } from './ar.legal-cases.ts';
import { ar, arCommon } from './ar.ts';
import { frEcommerce } from './fr.ecommerce.ts';
import { frCalendar } from './fr.calendar.ts';
import { frInvoices } from './fr.invoices.ts';
import { frEmail } from './fr.email.ts';
import { frChat } from './fr.chat.ts';
import { frKanban } from './fr.kanban.ts';
import { frLegalCases } from './fr.legal-cases.ts';
import { fr, frCommon } from './fr.ts';
import { hasTranslation } from './translate.ts';

/**
 * Every message the server can answer has a French and an Arabic translation: the exported `*_ERRORS`, `*_TEXT`,
 * `*_MESSAGE(S)` and `*_NOT_FOUND` constants of the contracts and of the server's code, every message written
 * into the contracts' schemas (found by walking each exported schema), and the literal texts the server's code
 * throws (`fieldError(…, 'text')`, `notFound('text')`, `new HttpError(409, 'text')`).
 */

const SERVER_SRC = fileURLToPath(new URL('../../', import.meta.url));
const MESSAGE_CONSTANT = /^[A-Z][A-Z0-9_]*_(ERRORS|TEXT|MESSAGES?|NOT_FOUND)$/;
/** What a message function (`tooLarge(fileName)`, `inUse(count)`) is called with: 1 and 7 cover singular and plural. */
const SAMPLES = [1, 7];

const serverFiles = (folder: string) =>
  readdirSync(join(SERVER_SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(SERVER_SRC, folder, file));
const SERVER_FILES = ['modules', 'lib', 'plugins'].flatMap(serverFiles);

/** The texts of a message constant: a string, a function of names or numbers, or an object of those. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const message = value as (...args: unknown[]) => unknown;
    return SAMPLES.flatMap((sample) =>
      textsOf(message(...Array.from({ length: Math.max(message.length, 1) }, () => sample))),
    );
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const constantTexts = (exports: Record<string, unknown>) =>
  Object.entries(exports).flatMap(([name, value]) => (MESSAGE_CONSTANT.test(name) ? textsOf(value) : []));

/** Every message a schema carries (`{ error: '…' }`, `z.regex(re, '…')`, `trimmedString(1, 9, { min: '…' })`). */
function schemaTexts(root: unknown): string[] {
  const seen = new Set<unknown>();
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    const children = def ?? value;
    if (def && typeof def.error === 'function') {
      const message = (def.error as (issue: object) => unknown)({ code: 'custom', path: [], input: undefined });
      const text = typeof message === 'string' ? message : (message as { message?: string } | undefined)?.message;
      if (text) found.push(text);
    }
    for (const child of Object.values(children)) visit(child);
  };
  visit(root);
  return found;
}

/** Texts written straight into the server's calls, and its private message constants; `${…}` read as a number. */
function literalTexts(source: string): string[] {
  const calls = /(?:fieldError\(\s*[^,()]+,|notFound\(|new HttpError\(\s*\d+\s*,)\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g;
  const constants =
    /const (?:[A-Z][A-Z0-9_]*_(?:ERRORS?|TEXT|MESSAGE)|(?:[A-Z][A-Z0-9_]*_)?NOT_FOUND)\s*=\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g;
  return [...source.matchAll(calls), ...source.matchAll(constants)].map((match) =>
    match[2]!.replace(/\$\{[^}]*\}/g, '7'),
  );
}

async function allMessages(): Promise<string[]> {
  const texts = [...constantTexts(contracts), ...Object.values(contracts).flatMap(schemaTexts)];
  for (const file of SERVER_FILES) {
    texts.push(...constantTexts((await import(pathToFileURL(file).href)) as Record<string, unknown>));
    texts.push(...literalTexts(readFileSync(file, 'utf8')));
  }
  return [...new Set(texts)].sort();
}

describe('the message catalogues', () => {
  it('translate every message of the contracts and the server into French and Arabic', async () => {
    const messages = await allMessages();
    // One of each source: a contracts constant, a message function, a schema's own message, a server module's
    // exported constant, a literal the server throws, a private constant, the handler's and zod's texts.
    expect(messages).toEqual(
      expect.arrayContaining([
        contracts.ERROR_TEXT.invalidCredentials,
        contracts.CASE_DOCUMENT_TEXT.tooLarge('7'),
        'Use the form YYYY-MM-DD',
        'Hearing not found',
        'Review not found',
        'Notification not found',
        'A value is out of range or not in the expected form',
        'Use at most 7 characters',
      ]),
    );
    for (const language of ['fr', 'ar'] as const) {
      expect(
        messages.filter((text) => !hasTranslation(text, language)),
        `untranslated into ${language}`,
      ).toEqual([]);
    }
  });

  it('hold only English canonical texts (the Arabic wording lives in the Arabic catalogue)', async () => {
    const arabic = /[\u0600-\u06FF]/;
    expect((await allMessages()).filter((text) => arabic.test(text))).toEqual([]);
    expect(Object.keys(ar).filter((key) => arabic.test(key))).toEqual([]);
  });

  it('split by area without a text in two parts (a later part would silently replace the earlier)', () => {
    for (const parts of [
      [frCommon, frLegalCases, frEcommerce, frInvoices, frKanban, frCalendar, frEmail, frChat],
      [arCommon, arLegalCases, arEcommerce, arInvoices, arKanban, arCalendar, arEmail, arChat],
    ]) {
      const keys = parts.flatMap((part) => Object.keys(part));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    }
  });

  it('have the same keys in both languages, each translation keeping its template’s placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(ar).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const catalogue of [fr, ar]) {
      for (const [english, translation] of Object.entries(catalogue)) {
        expect(placeholders(translation), `${english} → ${translation}`).toEqual(placeholders(english));
      }
    }
  });
});
