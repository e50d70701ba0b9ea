import { normalizeSearchText } from '@mizan/contracts';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  legalCases,
  legalCaseStages,
  legalContacts,
  legalCourts,
  legalHearings,
  roles,
  users,
} from '../../apps/server/src/db/schema.ts';
import {
  CASE_TEMPLATES,
  FAMILY_NAMES,
  MALE_NAMES,
  POSTPONEMENTS,
} from '../../apps/server/src/db/seed/demo-legal-data.ts';

/** One contact for every ten cases: each name comes back in many files, as in a real office. */
const CONTACTS_PER_CASE = 0.1;
const COMPANY_WORDS = [
  'النخبة',
  'الخليج',
  'الواحة',
  'الأفق',
  'الرواد',
  'الصفوة',
  'المدار',
  'الإتقان',
  'الديار',
  'السواحل',
  'الراية',
  'ميار',
  'نجد',
  'المروج',
  'الأمل',
];
const COMPANY_FIELDS = [
  'للتجارة',
  'للمقاولات',
  'للتقنية',
  'للتطوير العقاري',
  'للنقل',
  'للأغذية',
  'للاستثمار',
  'للصناعة',
  'للخدمات الطبية',
  'للتأمين',
];
const TITLES = CASE_TEMPLATES.map((template) => template.title);
const CATEGORIES = CASE_TEMPLATES.map((template) => template.category);
const FIRST = MALE_NAMES.map(([ar]) => ar);
const FAMILY = FAMILY_NAMES.map(([ar]) => ar);
const DECISIONS = POSTPONEMENTS.map(([decision]) => decision);

/** A SQL text array literal of fixed fragments (no user input), to pick from by modulo. */
const textArray = (list: readonly string[]) =>
  sql.raw(`array[${list.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]::text[]`);
const intArray = (list: readonly number[]) => sql.raw(`array[${list.map((n) => Math.trunc(n)).join(',')}]::int[]`);
/** `list[expr mod len]` in SQL, over the arrays above (1-based). */
const pickOf = (list: readonly string[], expr: string) =>
  sql`(${textArray(list)})[1 + (${sql.raw(expr)}) % ${sql.raw(String(list.length))}]`;
const normalized = (list: readonly string[]) => list.map(normalizeSearchText);

/**
 * Per case number g: the same formulas in every statement, so parties, stages and hearings agree with the derived
 * columns set on the case. Six in ten cases are active, then intake, suspended, closed, archived.
 */
const STATUS = `(array['active','active','active','active','active','active','intake','suspended','closed','archived'])[1 + g % 10]`;
const IS_ACTIVE = `g % 10 < 6`;
const IS_FILED = `g % 10 <> 6`;
/** Active cases judged at first instance and now on appeal. */
const IS_APPEALED = `(g % 10 < 6 and g % 7 = 0)`;

export interface LegalBenchSeed {
  cases: number;
  contacts: number;
  stages: number;
  hearings: number;
  parties: number;
}

/**
 * `rows` cases with their parties, stages and hearings, set-based (INSERT … SELECT over generate_series), on a
 * database that holds the demo data (its courts and lawyers). The derived list columns (next hearing, current
 * court, party names, normalised search text, appeal deadline, power-of-attorney expiry) are written directly:
 * refreshing 200,000 cases one by one would take far longer than the load. The secondary indexes are dropped for
 * the load and built again after it, as a bulk load does.
 */
export async function seedLegalCases(db: Db, rows: number): Promise<LegalBenchSeed> {
  const contacts = Math.max(100, Math.round(rows * CONTACTS_PER_CASE));
  const [bases] = await db
    .select({
      cases: sql<number>`coalesce((select max(${legalCases.id}) from ${legalCases}), 0)::int`,
      contacts: sql<number>`coalesce((select max(${legalContacts.id}) from ${legalContacts}), 0)::int`,
      stages: sql<number>`coalesce((select max(${legalCaseStages.id}) from ${legalCaseStages}), 0)::int`,
      hearings: sql<number>`coalesce((select max(${legalHearings.id}) from ${legalHearings}), 0)::int`,
    })
    .from(sql`(select 1) as one`);
  const { cases: caseBase, contacts: contactBase, stages: stageBase, hearings: hearingBase } = bases!;
  const courts = (await db.select({ id: legalCourts.id }).from(legalCourts).orderBy(asc(legalCourts.id))).map(
    (c) => c.id,
  );
  const lawyers = (
    await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(roles.name, ['admin', 'author']))
      .orderBy(asc(users.id))
  ).map((u) => u.id);
  if (courts.length === 0 || lawyers.length === 0)
    throw new Error('Seed the demo data first: the bench needs its courts and lawyers');
  const appealCourt = courts[courts.length > 9 ? 9 : 0]!;

  const tables = ['legal_cases', 'legal_contacts', 'legal_case_parties', 'legal_case_stages', 'legal_hearings'];
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
        and indexname not like '%_pkey'`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));

  // Contacts: three people in four (four-part names), the rest companies.
  const personName = (k: string): SQL =>
    sql`${pickOf(FIRST, k)} || ' ' || ${pickOf(FIRST, `${k} / 20`)} || ' ' || ${pickOf(FIRST, `${k} / 400`)} || ' ' || ${pickOf(FAMILY, `${k} * 7 + ${k} / 8000`)}`;
  const personSearch = (k: string): SQL =>
    sql`${pickOf(normalized(FIRST), k)} || ' ' || ${pickOf(normalized(FIRST), `${k} / 20`)} || ' ' || ${pickOf(normalized(FIRST), `${k} / 400`)} || ' ' || ${pickOf(normalized(FAMILY), `${k} * 7 + ${k} / 8000`)}`;
  const companyName = (k: string, words: readonly string[], fields: readonly string[]): SQL =>
    sql`'شركة ' || ${pickOf(words, k)} || ' ' || ${pickOf(fields, `${k} / 15`)}`;
  await db.execute(sql`
    insert into legal_contacts (id, kind, name_ar, id_type, id_number, commercial_registration, phone, search_text)
    select ${contactBase} + k,
      case when k % 4 = 0 then 'organization' else 'person' end,
      case when k % 4 = 0 then ${companyName('k', COMPANY_WORDS, COMPANY_FIELDS)} else ${personName('k')} end,
      case when k % 4 = 0 then 'commercialRegistration' else 'nationalId' end,
      case when k % 4 = 0 then null else '1' || lpad(k::text, 9, '0') end,
      case when k % 4 = 0 then '1010' || lpad(k::text, 6, '0') end,
      '05' || lpad((k * 7919 % 100000000)::text, 8, '0'),
      case when k % 4 = 0 then ${companyName('k', normalized(COMPANY_WORDS), normalized(COMPANY_FIELDS))} else ${personSearch('k')} end
    from generate_series(1, ${contacts}) as k`);

  // The case's contacts: a client, an opponent, and a second opponent in one case in three.
  const client = `(1 + (g * 7919) % ${contacts})`;
  const opponent = `(1 + (g * 9973 + 13) % ${contacts})`;
  const opponent2 = `(1 + (g * 31 + 7) % ${contacts})`;
  const courtOf = sql`case when ${sql.raw(IS_APPEALED)} then ${appealCourt} else (${intArray(courts)})[1 + g % ${courts.length}] end`;
  const stageNumber = (prefix: string) => `'${prefix}' || lpad(g::text, 7, '0')`;
  const nextHearing = `date_trunc('day', now()) + ((g * 37) % 140 - 20) * interval '1 day' + (6 + g % 4) * interval '1 hour'`;

  await db.execute(sql`
    insert into legal_cases (id, file_number, title, category, priority, status, outcome, opened_at, responsible_lawyer_id,
      claim_amount, conflict_check, current_stage_id, current_stage_type, current_court_id, current_court_name,
      current_circuit, current_court_case_number, current_court_case_year, client_names, opponent_names,
      next_hearing_at, last_decision, appeal_deadline, poa_expires_at, search_text, created_at, updated_at)
    select ${caseBase} + g,
      file_number,
      ${pickOf(TITLES, 'g')},
      ${pickOf(CATEGORIES, 'g')},
      (array['normal','normal','high','low','urgent','normal'])[1 + g % 6],
      ${sql.raw(STATUS)},
      case when g % 10 >= 8 then (array['won','lost','partial','settled','dismissed'])[1 + g % 5] else 'pending' end,
      opened,
      (${intArray(lawyers)})[1 + g % ${lawyers.length}],
      ((g * 13) % 5000 * 100 + 5000)::numeric(14, 2),
      case when ${sql.raw(IS_FILED)} then 'clear' else 'notChecked' end,
      case when ${sql.raw(IS_APPEALED)} then ${stageBase + rows} + g when ${sql.raw(IS_FILED)} then ${stageBase} + g end,
      case when ${sql.raw(IS_APPEALED)} then 'appeal' when ${sql.raw(IS_FILED)} then 'firstInstance' end,
      case when ${sql.raw(IS_FILED)} then court.id end,
      case when ${sql.raw(IS_FILED)} then court.name_ar else '' end,
      case when ${sql.raw(IS_FILED)} then 'الدائرة ' || (1 + g % 9) else '' end,
      case when ${sql.raw(IS_APPEALED)} then ${sql.raw(stageNumber('46'))} when ${sql.raw(IS_FILED)} then ${sql.raw(stageNumber('45'))} else '' end,
      case when ${sql.raw(IS_FILED)} then 1445 + (g % 10 = 0)::int end,
      cl.name_ar,
      op.name_ar || coalesce('، ' || op2.name_ar, ''),
      case when ${sql.raw(IS_ACTIVE)} then ${sql.raw(nextHearing)} end,
      case when ${sql.raw(IS_ACTIVE)} then ${pickOf(DECISIONS, 'g')} else '' end,
      case when ${sql.raw(IS_ACTIVE)} and g % 50 = 1 then current_date + g % 20 end,
      case when g % 5 = 0 then current_date + ((g * 11) % 400 - 10) end,
      concat_ws(' | ', ${pickOf(normalized(TITLES), 'g')}, file_number,
        case when ${sql.raw(IS_FILED)} then ${sql.raw(stageNumber('45'))} end,
        case when ${sql.raw(IS_APPEALED)} then ${sql.raw(stageNumber('46'))} end,
        cl.search_text, op.search_text, op2.search_text),
      opened + interval '9 hours',
      now() - (g % 10000) * interval '1 minute'
    from (
      select g,
        -- Unique: (year, number) is (g mod 20, 1000 + g / 20), above the demo office's own numbers.
        (2005 + g % 20) || '/' || (1000 + g / 20) as file_number,
        make_date(2005 + g % 20, 1, 1) + (g * 37) % 360 as opened
      from generate_series(1, ${rows}) as g
    ) cases
    join legal_contacts cl on cl.id = ${contactBase} + ${sql.raw(client)}
    join legal_contacts op on op.id = ${contactBase} + ${sql.raw(opponent)}
    left join legal_contacts op2 on g % 3 = 0 and op2.id = ${contactBase} + ${sql.raw(opponent2)}
    left join legal_courts court on court.id = ${courtOf}`);

  await db.execute(sql`
    insert into legal_case_parties (case_id, contact_id, role, capacity, position)
    select ${caseBase} + g, ${contactBase} + ${sql.raw(client)}, 'client',
      case when ${sql.raw(IS_APPEALED)} then 'appellant' else 'plaintiff' end, 0
    from generate_series(1, ${rows}) as g
    union all
    select ${caseBase} + g, ${contactBase} + ${sql.raw(opponent)}, 'opponent',
      case when ${sql.raw(IS_APPEALED)} then 'appellee' else 'defendant' end, 10
    from generate_series(1, ${rows}) as g
    union all
    select ${caseBase} + g, ${contactBase} + ${sql.raw(opponent2)}, 'opponent',
      case when ${sql.raw(IS_APPEALED)} then 'appellee' else 'defendant' end, 11
    from generate_series(1, ${rows}) as g where g % 3 = 0`);

  // Stages: first instance for every filed case (judged when appealed), and the appeal stage.
  await db.execute(sql`
    insert into legal_case_stages (id, case_id, type, court_id, circuit, court_case_number, court_case_year,
      court_case_year_calendar, filed_at, ended_at, judgment_date, judgment_summary, judgment_final, appeal_deadline, position)
    select ${stageBase} + g, ${caseBase} + g, 'firstInstance', (${intArray(courts)})[1 + g % ${courts.length}],
      'الدائرة ' || (1 + g % 9), ${sql.raw(stageNumber('45'))}, 1445, 'hijri', current_date - 400 + g % 200,
      case when ${sql.raw(IS_APPEALED)} then current_date - 100 end,
      case when ${sql.raw(IS_APPEALED)} then current_date - 130 end,
      case when ${sql.raw(IS_APPEALED)} then 'صدر الحكم برفض الدعوى' end,
      case when ${sql.raw(IS_APPEALED)} then false end,
      case when ${sql.raw(IS_APPEALED)} then current_date - 100 end,
      0
    from generate_series(1, ${rows}) as g where ${sql.raw(IS_FILED)}
    union all
    select ${stageBase + rows} + g, ${caseBase} + g, 'appeal', ${appealCourt}, 'الدائرة ' || (1 + g % 9),
      ${sql.raw(stageNumber('46'))}, 1446, 'hijri', current_date - 99, null, null, null, null, null, 1
    from generate_series(1, ${rows}) as g where ${sql.raw(IS_APPEALED)}`);

  // Hearings: an active case has a postponed one four weeks before the next (which waits for its result);
  // a suspended, closed or archived case has one held hearing.
  const currentStage = `case when ${IS_APPEALED} then ${stageBase + rows} + g else ${stageBase} + g end`;
  await db.execute(sql`
    insert into legal_hearings (id, case_id, stage_id, previous_hearing_id, scheduled_at, status, result, decision, recorded_at)
    select ${hearingBase} + g, ${caseBase} + g, ${sql.raw(currentStage)}, null,
      case when ${sql.raw(IS_ACTIVE)} then ${sql.raw(nextHearing)} - interval '28 days' else now() - (100 + g % 300) * interval '1 day' end,
      case when ${sql.raw(IS_ACTIVE)} then 'postponed' else 'held' end,
      case when ${sql.raw(IS_ACTIVE)} then 'postponed' else 'other' end,
      ${pickOf(DECISIONS, 'g')},
      now() - interval '1 day'
    from generate_series(1, ${rows}) as g where ${sql.raw(IS_FILED)}
    union all
    select ${hearingBase + rows} + g, ${caseBase} + g, ${sql.raw(currentStage)}, ${hearingBase} + g,
      ${sql.raw(nextHearing)}, 'scheduled', null, '', null
    from generate_series(1, ${rows}) as g where ${sql.raw(IS_ACTIVE)}`);

  await db.execute(sql`
    insert into legal_case_sequences (year, last)
    select 2005 + g % 20, max(1000 + g / 20) from generate_series(1, ${rows}) as g group by 1
    on conflict (year) do update set last = greatest(legal_case_sequences.last, excluded.last)`);
  for (const table of ['legal_cases', 'legal_contacts', 'legal_case_stages', 'legal_hearings']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));

  const counted = async (
    table: typeof legalCases | typeof legalContacts | typeof legalCaseStages | typeof legalHearings,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    cases: await counted(legalCases),
    contacts: await counted(legalContacts),
    stages: await counted(legalCaseStages),
    hearings: await counted(legalHearings),
    parties: rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from legal_case_parties`))[0]!.n,
  };
}

/** `execute` answers rows directly on postgres-js and as `{ rows }` on PGlite. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
