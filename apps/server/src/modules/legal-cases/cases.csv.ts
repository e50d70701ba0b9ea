import type { CaseListItem } from '@mizan/contracts';

/** The export's columns: the list's, with Arabic headings (the office opens it in Excel). */
const COLUMNS: ReadonlyArray<[string, (item: CaseListItem) => string | number | null]> = [
  ['رقم الملف', (item) => item.fileNumber],
  ['عنوان القضية', (item) => item.title],
  ['الموكل', (item) => item.clientNames],
  ['الخصم', (item) => item.opponentNames],
  ['المحكمة', (item) => item.currentCourtName],
  ['الدائرة', (item) => item.currentCircuit],
  ['رقم القضية لدى المحكمة', (item) => item.currentCourtCaseNumber],
  ['سنة القضية', (item) => item.currentCourtCaseYear],
  ['المرحلة', (item) => item.currentStageType],
  ['الحالة', (item) => item.status],
  ['النتيجة', (item) => item.outcome],
  ['الجلسة القادمة', (item) => item.nextHearingAt],
  ['آخر قرار', (item) => item.lastDecision],
  ['المحامي المسؤول', (item) => item.responsibleLawyer?.fullName ?? ''],
  ['الأولوية', (item) => item.priority],
  ['آخر تحديث', (item) => item.updatedAt],
  ['قيمة المطالبة', (item) => item.claimAmount],
  ['العملة', (item) => item.currency],
];

/** One CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (values: Array<string | number | null>) => `${values.map(field).join(',')}\r\n`;

/** The CSV text, chunk by chunk: the byte-order mark and headings, then each chunk of rows. */
export async function* caseCsv(chunks: AsyncIterable<CaseListItem[]>): AsyncGenerator<string> {
  yield `\uFEFF${line(COLUMNS.map(([heading]) => heading))}`;
  for await (const chunk of chunks) yield chunk.map((item) => line(COLUMNS.map(([, value]) => value(item)))).join('');
}
