const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings` decoded to, per generated line, its segments: start column and source index. */
function decodeMappings(mappings: string): { column: number; source: number | undefined }[][] {
  let source = 0;
  const lines = mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields: number[] = [];
        for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
          const digit = BASE64.indexOf(segment[i]!);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = shift = 0;
          }
        }
        column += fields[0]!;
        if (fields.length > 1) source += fields[1]!;
        return { column, source: fields.length > 1 ? source : undefined };
      });
  });
  return lines;
}

/**
 * The generated code of a minified file, cut into the pieces each source file produced (through its source map):
 * `pieces` holds, for each character range, the source it came from (`undefined` for the bundler's own glue).
 */
export function splitBySource(code: string, map: { sources: string[]; mappings: string }) {
  const pieces: { text: string; source: string | undefined }[] = [];
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let at = 0;
    const push = (end: number, source: string | undefined) => {
      if (end > at) pieces.push({ text: line.slice(at, end), source });
      at = Math.max(at, end);
    };
    segments.forEach((segment, i) => {
      if (i === 0) push(segment.column, undefined);
      const end = segments[i + 1]?.column ?? line.length;
      push(end, segment.source === undefined ? undefined : map.sources[segment.source]);
    });
    push(line.length, undefined);
    if (lineIndex < lines.length - 1) pieces.push({ text: '\n', source: undefined });
  });
  return pieces;
}
