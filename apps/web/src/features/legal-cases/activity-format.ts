import type { TFunction } from 'i18next';
import { formatAmount } from './fees.api';
import type { OfficeTime } from '@/lib/office-time';

/** The server's action keys whose label lives under another key (or only in `tabsPage`). */
const ACTION_KEYS: Record<string, string> = {
  'stage.judgment': 'activity.stage.judgmentRecorded',
  'poa.linked': 'activity.power.linked',
  'poa.unlinked': 'activity.power.unlinked',
  'poa.updated': 'tabsPage.activity.actions.poaUpdated',
  'poa.deleted': 'tabsPage.activity.actions.poaDeleted',
  'conflict.waived': 'tabsPage.activity.actions.conflictWaived',
  'hearing.rescheduled': 'tabsPage.activity.actions.hearingRescheduled',
};

export type Changes = Record<string, [unknown, unknown]>;

/** The diff an entry carries (`details.changes`), plus a status change told as `from`/`to`. */
export function changesOf(action: string, details: Record<string, unknown>): Changes {
  const changes: Changes = {};
  const raw = details.changes;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [field, pair] of Object.entries(raw as Record<string, unknown>)) {
      if (Array.isArray(pair) && pair.length === 2) changes[field] = [pair[0], pair[1]];
    }
  }
  if (action === 'status.changed' && 'from' in details && 'to' in details) changes.status = [details.from, details.to];
  return changes;
}

/** The label of an entry: "Task completed", "Note pinned", … ("Change" for an action the web doesn't know yet). */
export function actionLabel(t: TFunction, action: string, details: Record<string, unknown>): string {
  if (action === 'note.updated') {
    const changes = changesOf(action, details);
    if (Object.keys(changes).length === 1 && changes.pinned)
      return t(changes.pinned[1] ? 'activity.note.pinned' : 'activity.note.unpinned');
  }
  return t([ACTION_KEYS[action] ?? `activity.${action}`, 'activity.unknown']);
}

/** Where a field's label is looked up first, by the kind of thing the entry is about. */
const FIELD_GROUPS: Record<string, string> = {
  task: 'taskFields',
  note: 'noteFields',
  fee: 'feeFields',
  document: 'documentFields',
  hearing: 'hearingFields',
  stage: 'stageFields',
  party: 'partyFields',
  poa: 'poaFields',
};

export function fieldLabel(t: TFunction, action: string, field: string): string {
  const group = FIELD_GROUPS[action.split('.')[0] ?? ''];
  const keys = [...(group ? [`${group}.${field}`] : []), `fields.${field}`, `tabsPage.activity.details.${field}`];
  return t(keys, { defaultValue: field });
}

/** Fields whose values are enum keys with labels. */
function enumGroup(action: string, field: string): string | undefined {
  const kind = action.split('.')[0];
  if (field === 'status') return kind === 'hearing' ? 'hearingStatus' : kind === 'poa' ? 'poaStatus' : 'status';
  if (field === 'from' || field === 'to') return 'status';
  if (field === 'outcome') return 'outcome';
  if (field === 'priority') return 'priority';
  if (field === 'conflictCheck') return 'conflict';
  if (field === 'capacity') return 'capacity';
  if (field === 'role') return 'role';
  if (field === 'result') return 'hearingResult';
  if (field === 'closeReason') return 'closeReason';
  if (field === 'category') return kind === 'document' ? 'documentCategory' : 'category';
  if (field === 'kind') return kind === 'fee' ? 'feeKind' : kind === 'hearing' ? 'hearingKind' : undefined;
  if (field === 'type') return kind === 'stage' ? 'stageType' : kind === 'poa' ? 'poaType' : undefined;
  if (field === 'fromType') return 'stageType';
  return undefined;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ValueContext {
  t: TFunction;
  language: string;
  /** Dates and times are the office's. */
  time: OfficeTime;
  action: string;
  /** Users by id, for `assigneeId`-like fields. */
  people: Map<number, string>;
}

/** One value of a diff or a detail, readable: labels for enums, dates in the reader's language, names for user ids. */
export function formatValue(context: ValueContext, field: string, value: unknown): string {
  const { t, language, time, action, people } = context;
  if (value === null || value === undefined || value === '') return t('tabsPage.activity.empty');
  if (typeof value === 'boolean') return t(value ? 'tabsPage.common.yes' : 'tabsPage.common.no');
  if (typeof value === 'number' && /(assignee|lawyer|user)Id$/i.test(field))
    return people.get(value) ?? t('tabsPage.common.unknownUser', { id: value });
  if (Array.isArray(value)) return value.map((item) => formatValue(context, field, item)).join('، ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (/amount$/i.test(field) && /^-?\d+(\.\d+)?$/.test(text)) return formatAmount(text, language);
  const group = enumGroup(action, field);
  if (group) return t(`${group}.${text}`, { defaultValue: text });
  if (INSTANT.test(text)) return time.dateTime(text, 'medium');
  if (PLAIN_DATE.test(text)) return time.date(text, 'medium');
  return text;
}

/** Details worth showing besides the diff (ids, checksums and nested maps stay out). */
const SHOWN_DETAILS = [
  'reason',
  'title',
  'fileName',
  'fileNumber',
  'category',
  'kind',
  'amount',
  'occurredOn',
  'description',
  'dueAt',
  'scheduledAt',
  'result',
  'decision',
  'type',
  'date',
  'final',
  'appealDeadline',
  'number',
  'closeReason',
  'closedAt',
  'outcome',
  'body',
  'hits',
] as const;

export function shownDetails(action: string, details: Record<string, unknown>): [string, unknown][] {
  // A status change's from/to are in the diff already.
  return SHOWN_DETAILS.filter(
    (key) =>
      key in details && details[key] !== undefined && !(action === 'status.changed' && (key as string) === 'from'),
  ).map((key) => [key, details[key]]);
}

/** "5 minutes ago", "yesterday", "3 days ago" in the reader's language. */
export function relativeTime(instant: string, language: string, now: Date = new Date()): string {
  const seconds = (new Date(instant).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(Math.round(seconds), 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return format.format(Math.round(seconds / (30 * 86_400)), 'month');
  return format.format(Math.round(seconds / (365 * 86_400)), 'year');
}
