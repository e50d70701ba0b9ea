import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

/**
 * One Typst compiler for the process, made on the first PDF (loading the native module costs ~50 ms and
 * ~50 MB, which a server that never prints shouldn't pay).
 *
 * Fonts come only from npm packages, resolved from this file like any import (so from src/ in dev and tests
 * and from dist/ in the built server, both finding the workspace's node_modules) and handed to Typst as bytes.
 * The node compiler has no switch to skip the machine's fonts: it reads fontconfig's list, or failing that
 * /usr/share/fonts. Pointing FONTCONFIG_FILE, while it starts, at a config whose only folder is empty makes it
 * find none, so a PDF looks the same on every machine whatever is installed.
 */
const FONT_FILES = [
  '@expo-google-fonts/public-sans/400Regular/PublicSans_400Regular.ttf',
  '@expo-google-fonts/public-sans/700Bold/PublicSans_700Bold.ttf',
  '@expo-google-fonts/readex-pro/400Regular/ReadexPro_400Regular.ttf',
  '@expo-google-fonts/readex-pro/700Bold/ReadexPro_700Bold.ttf',
];

const require = createRequire(import.meta.url);

let compiler: Promise<NodeCompiler> | undefined;

async function createCompiler(): Promise<NodeCompiler> {
  const { NodeCompiler } = await import('@myriaddreamin/typst-ts-node-compiler');
  const fontBlobs = FONT_FILES.map((file) => readFileSync(require.resolve(file)));
  // Also Typst's root: an empty folder, so a document could read no file of the server's even if asked to.
  const workspace = mkdtempSync(join(tmpdir(), 'mizan-typst-'));
  const fontConfig = join(workspace, 'fonts.conf');
  writeFileSync(fontConfig, `<?xml version="1.0"?>\n<fontconfig><dir>${workspace}</dir></fontconfig>\n`);
  const previous = process.env.FONTCONFIG_FILE;
  process.env.FONTCONFIG_FILE = fontConfig;
  try {
    return NodeCompiler.create({ workspace, fontArgs: [{ fontBlobs }] });
  } finally {
    if (previous === undefined) delete process.env.FONTCONFIG_FILE;
    else process.env.FONTCONFIG_FILE = previous;
  }
}

export class TypstError extends Error {
  constructor(readonly diagnostics: unknown[]) {
    super(`Typst could not typeset the document: ${JSON.stringify(diagnostics)}`);
    this.name = 'TypstError';
  }
}

/**
 * Typesets `source` to PDF. Data goes in through `inputs` (Typst's sys.inputs, read as strings), never pasted
 * into the source, so nothing a user typed is ever parsed as markup.
 */
export async function typesetPdf(source: string, inputs: Record<string, string>): Promise<Uint8Array> {
  compiler ??= createCompiler();
  const typst = await compiler;
  const result = typst.compile({ mainFileContent: source, inputs });
  const error = result.takeError();
  if (error || !result.result) throw new TypstError(error ? error.shortDiagnostics : []);
  const pdf = typst.pdf(result.result);
  // The compiler memoises across runs; the age the maintainers suggest for a non-watching tool keeps it bounded.
  typst.evictCache(10);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
