import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfFacts {
  pages: number;
  /** Each page's [width, height] in points. */
  sizes: [number, number][];
  /** The text of every line, in reading order. */
  lines: string[];
}

const ARABIC = /[\u0600-\u06FF]/;

/**
 * Reads a PDF back as a person would copy it, with pdf.js (no poppler needed). pdf.js hands out runs in
 * page order (left to right), each already turned into logical order; on a line holding Arabic, the runs
 * themselves are read from the right.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const sizes: [number, number][] = [];
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    sizes.push([x1 - x0, y1 - y0]);
    const runs: { x: number; y: number; text: string }[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      runs.push({ x: item.transform[4] as number, y: item.transform[5] as number, text: item.str });
    }
    // A run a point or two off its neighbours' baseline (a hamza below, a bold face) is still on their line.
    runs.sort((a, b) => b.y - a.y);
    const grouped: (typeof runs)[] = [];
    for (const run of runs) {
      const line = grouped.at(-1);
      if (line && line[0]!.y - run.y < 2.5) line.push(run);
      else grouped.push([run]);
    }
    for (const line of grouped) {
      const rtl = line.some((run) => ARABIC.test(run.text));
      line.sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
      lines.push(line.map((run) => run.text.replace(/[\u2066-\u2069]/g, '')).join(' '));
    }
  }
  await doc.destroy();
  return { pages: doc.numPages, sizes, lines };
}

/**
 * Lam-alef (لا، لأ، لإ، لآ) is one glyph whose text is two letters; pdf.js (and poppler) reverse those two when they
 * turn a right-to-left run into logical order, so "الأفق" reads back "األفق". Comparing with this pair put in one
 * order on both sides keeps every other letter's order under test.
 */
export const lamAlefInsensitive = (text: string) => text.replace(/ل([اأإآ])/g, '$1ل');
