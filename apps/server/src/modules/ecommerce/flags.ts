import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Country flags: the 4×3 SVGs of the `flag-icons` package (the ones the web app draws with its CSS classes), served
 * by `GET /api/flags/{code}.svg`. The server is bundled with its packages external, so the folder is found at run
 * time through the package's own files, wherever npm installed it.
 */
let folder: string | undefined;
let codes: ReadonlySet<string> | undefined;

function flagsFolder(): string {
  folder ??= dirname(createRequire(import.meta.url).resolve('flag-icons/flags/4x3/sa.svg'));
  return folder;
}

/** The two-letter codes (lower case) that have a flag; the package's other files (`gb-eng`, …) are left out. */
function flagCodes(): ReadonlySet<string> {
  codes ??= new Set(
    readdirSync(flagsFolder())
      .filter((name) => /^[a-z]{2}\.svg$/.test(name))
      .map((name) => name.slice(0, 2)),
  );
  return codes;
}

/** Whether `code` is exactly two lower-case letters with a flag: nothing else ever reaches the file system. */
export const hasFlag = (code: string) => /^[a-z]{2}$/.test(code) && flagCodes().has(code);

/** The SVG of a code `hasFlag` accepted. */
export const readFlag = (code: string) => readFile(join(flagsFolder(), `${code}.svg`));
