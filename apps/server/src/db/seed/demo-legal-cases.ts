import { createHash } from 'node:crypto';
import {
  APPEAL_CAPACITY_MAP,
  APPEAL_DAYS_DEFAULT,
  ENFORCEMENT_CAPACITY_MAP,
  normalizeSearchText,
  WEEKEND_DAYS_DEFAULT,
  type CaseOutcome,
  type CasePriority,
  type CaseStatus,
  type ContactKind,
  type HearingKind,
  type HearingResult,
  type HearingStatus,
  type PartyCapacity,
  type PartyRole,
  type StageType,
} from '@mizan/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { refreshCasesDerived } from '../../modules/legal-cases/legal-cases.derived.ts';
import type { Db } from '../client.ts';
import {
  legalCaseActivity,
  legalCaseDocuments,
  legalCaseFees,
  legalCaseNotes,
  legalCaseParties,
  legalCasePowers,
  legalCases,
  legalCaseSequences,
  legalCaseStages,
  legalCaseTasks,
  legalCaseTeam,
  legalContacts,
  legalCourts,
  legalDocumentFiles,
  legalHearingLawyers,
  legalHearings,
  legalPoaLawyers,
  legalPowersOfAttorney,
  roles,
  users,
} from '../schema.ts';
import {
  APPEAL_COURT_OF,
  CASE_TEMPLATES,
  CIRCUITS,
  CLOSE_REASONS,
  COURTS_BY_KIND,
  DEMO_COMPANIES,
  DEMO_COURTS,
  DEMO_GOVERNMENT,
  DOCUMENTS,
  EXPENSES,
  FAMILY_NAMES,
  FEMALE_NAMES,
  INTAKE_TASK,
  JUDGES,
  JUDGMENTS,
  MALE_NAMES,
  NOTES,
  PINNED_NOTE,
  POA_ISSUERS,
  POSTPONEMENTS,
  RESERVED_DECISION,
  SUSPENDED_DECISION,
  TASK_TITLES,
  type CourtKey,
} from './demo-legal-data.ts';
import { seededRandom } from './seeded-random.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const DEMO_LEGAL_CASE_COUNT = 60;
const PEOPLE = 45;
/** Contacts by part: clients come from the first slice of each kind, opponents from the next, counsel last. */
const CLIENT_PEOPLE = 30;
const OPPONENT_PEOPLE = 40;
const CLIENT_COMPANIES = 15;
const PROSECUTION = DEMO_GOVERNMENT.length - 1;

/** A Saudi ID (citizen 1…, resident 2…) whose last digit is the Luhn-style check digit the state's algorithm uses. */
function saudiId(first: 1 | 2, digits: () => number): string {
  const body = [first, ...Array.from({ length: 8 }, digits)];
  const sum = body.reduce((total, digit, i) => {
    if (i % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return `${body.join('')}${(10 - (sum % 10)) % 10}`;
}

interface PlannedHearing {
  /** Days from today (negative: past). */
  offset: number;
  kind: HearingKind;
  status: HearingStatus;
  result: HearingResult | null;
  decision: string;
  reason: string;
}

interface PlannedStage {
  type: StageType;
  court: CourtKey;
  filed: number;
  ended: number | null;
  judgment: { offset: number; outcome: keyof typeof JUDGMENTS; final: boolean } | null;
  hearings: PlannedHearing[];
}

/**
 * The demo office's legal cases (about 60, with their courts, contacts, parties, stages, hearings, powers of
 * attorney, tasks, notes, fees, documents and activity), deterministic and relative to the moment of seeding.
 * One bulk insert per table keeps it fast: every API test file seeds it into a fresh database.
 */
export async function seedDemoLegalCases(db: Db): Promise<void> {
  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  const { next: random, int, pick } = seededRandom(20_250_301);
  const digits = () => int(0, 9);
  const isoDate = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  // Courts sit Sunday to Thursday: a date on the weekend moves away from today.
  const workday = (offset: number) => {
    let day = offset;
    while ((WEEKEND_DAYS_DEFAULT as readonly number[]).includes(new Date(today + day * DAY).getUTCDay()))
      day += day < 0 ? -1 : 1;
    return day;
  };
  // A working day left in this week (Sunday to Thursday), or one of the next few days once the week is over.
  const thisWeek = () => {
    const left = 4 - new Date(today).getUTCDay();
    return left >= 1 ? int(1, left) : workday(int(1, 5));
  };
  // Riyadh is UTC+3: hearings between 9:00 and 12:30 local time.
  const hearingTime = (offset: number) =>
    new Date(today + offset * DAY + (6 + int(0, 3)) * HOUR + int(0, 1) * 30 * 60_000);
  const hijriYear = (offset: number) =>
    Math.floor(((today + offset * DAY) / DAY / 365.2425 + 1970 - 621.5643) * 1.0307);

  const staff = await db
    .select({ id: users.id, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(asc(users.id));
  const admin = staff.find((row) => row.role === 'admin')!.id;
  const authors = staff.filter((row) => row.role === 'author').map((row) => row.id);
  const lawyers = authors.length > 0 ? authors : [admin];

  const courtRows = await db
    .insert(legalCourts)
    .values(DEMO_COURTS.map(({ nameAr, nameEn, city }) => ({ nameAr, nameEn, city })))
    .returning({ id: legalCourts.id });
  const courtId = (key: CourtKey) => courtRows[DEMO_COURTS.findIndex((court) => court.key === key)]!.id;

  // Contacts: people, then companies, then government bodies.
  const contactValues: Array<typeof legalContacts.$inferInsert> = [];
  const contact = (
    kind: ContactKind,
    nameAr: string,
    nameEn: string,
    aliases: string[],
    extra: Partial<typeof legalContacts.$inferInsert>,
  ) =>
    contactValues.push({
      kind,
      nameAr,
      nameEn,
      aliases,
      searchText: [nameAr, nameEn, ...aliases].map(normalizeSearchText).join(' | '),
      ...extra,
    });
  for (let k = 0; k < PEOPLE; k++) {
    const [first, firstEn] = k % 6 === 4 ? pick(FEMALE_NAMES) : pick(MALE_NAMES);
    const [father, fatherEn] = pick(MALE_NAMES);
    const [grandfather, grandfatherEn] = pick(MALE_NAMES);
    const [family, familyEn] = FAMILY_NAMES[(k * 7 + 3) % FAMILY_NAMES.length]!;
    const resident = k % 9 === 5;
    contact(
      'person',
      `${first} ${father} ${grandfather} ${family}`,
      `${firstEn} ${fatherEn} ${grandfatherEn} ${familyEn}`,
      k % 8 === 2 ? [`أبو ${pick(MALE_NAMES)[0]}`] : [],
      {
        idType: resident ? 'iqama' : 'nationalId',
        idNumber: saudiId(resident ? 2 : 1, digits),
        phone: `05${Array.from({ length: 8 }, digits).join('')}`,
        email:
          k % 2 === 0 ? `${firstEn.toLowerCase()}.${familyEn.toLowerCase().replace(/[^a-z]/g, '')}${k}@example.sa` : '',
        address: pick([
          'الرياض، حي الملقا',
          'جدة، حي الروضة',
          'الدمام، حي الشاطئ',
          'الرياض، حي النرجس',
          'الخبر، حي العقربية',
        ]),
      },
    );
  }
  for (const company of DEMO_COMPANIES) {
    const cr = `${pick(['1010', '4030', '2050'])}${Array.from({ length: 6 }, digits).join('')}`;
    contact('organization', company.nameAr, company.nameEn, company.aliases ?? [], {
      idType: 'commercialRegistration',
      commercialRegistration: cr,
      phone: `05${Array.from({ length: 8 }, digits).join('')}`,
      email: `legal@${company.nameEn
        .toLowerCase()
        .replace(/[^a-z]+/g, '')
        .slice(0, 16)}.example.sa`,
      address: pick(['الرياض، طريق الملك فهد', 'جدة، طريق المدينة', 'الدمام، طريق الملك سعود']),
    });
  }
  for (const body of DEMO_GOVERNMENT) contact('government', body.nameAr, body.nameEn, body.aliases ?? [], {});
  const contactRows = await db.insert(legalContacts).values(contactValues).returning({ id: legalContacts.id });
  const contactName = (index: number) => contactValues[index]!.nameAr;
  const person = (k: number) => k;
  const company = (k: number) => PEOPLE + k;
  const government = (k: number) => PEOPLE + DEMO_COMPANIES.length + k;

  // Mostly active files; the rest spread over the other statuses, in a fixed shuffled order.
  const statuses: CaseStatus[] = [
    ...Array<CaseStatus>(36).fill('active'),
    ...Array<CaseStatus>(6).fill('intake'),
    ...Array<CaseStatus>(4).fill('suspended'),
    ...Array<CaseStatus>(9).fill('closed'),
    ...Array<CaseStatus>(5).fill('archived'),
  ];
  for (let i = statuses.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [statuses[i], statuses[j]] = [statuses[j]!, statuses[i]!];
  }
  const closedOutcomes: Array<keyof typeof JUDGMENTS> = [
    'won',
    'partial',
    'won',
    'settled',
    'lost',
    'dismissed',
    'withdrawn',
    'won',
    'settled',
  ];

  const postponed = (offset: number, kind: HearingKind = 'pleading'): PlannedHearing => {
    const [decision, reason] = pick(POSTPONEMENTS);
    return {
      offset,
      kind: decision.includes('الخبير') ? 'expertise' : kind,
      status: 'postponed',
      result: 'postponed',
      decision,
      reason,
    };
  };
  /** `count` recorded postponements spread between two days, the first a preparation hearing. */
  const history = (from: number, to: number, count: number) =>
    Array.from({ length: count }, (_, k) =>
      postponed(
        workday(Math.round(from + ((to - from) * (k + 1)) / (count + 1))),
        k === 0 ? 'preparation' : 'pleading',
      ),
    );
  /** Hearings of a stage that ends in a judgment on `day`: postponements, reserved for judgment, the judgment. */
  const judgedHearings = (filed: number, day: number, outcome: keyof typeof JUDGMENTS): PlannedHearing[] => {
    const ending: PlannedHearing =
      outcome === 'settled' || outcome === 'withdrawn'
        ? {
            offset: day,
            kind: 'reconciliation',
            status: 'held',
            result: 'other',
            decision: JUDGMENTS[outcome],
            reason: '',
          }
        : {
            offset: day,
            kind: 'verdict',
            status: 'held',
            result: 'judgment',
            decision: JUDGMENTS[outcome],
            reason: '',
          };
    const reserved: PlannedHearing = {
      offset: workday(day - 21),
      kind: 'pleading',
      status: 'held',
      result: 'reserved',
      decision: RESERVED_DECISION,
      reason: '',
    };
    return [...history(filed + 10, day - 28, int(1, 3)), ...(ending.result === 'judgment' ? [reserved] : []), ending];
  };

  const plans = statuses.map((status, i) => {
    const template = CASE_TEMPLATES[i % CASE_TEMPLATES.length]!;
    const firstCourt = COURTS_BY_KIND[template.court][i % COURTS_BY_KIND[template.court].length]!;
    const appealCourt = APPEAL_COURT_OF[firstCourt];
    const activeIndex = statuses.slice(0, i).filter((s) => s === 'active').length;

    const clients = [
      template.client === 'person' ? person((i * 7) % CLIENT_PEOPLE) : company((i * 4) % CLIENT_COMPANIES),
      ...(template.client === 'person' && i % 9 === 4 ? [person((i * 7 + 11) % CLIENT_PEOPLE)] : []),
    ];
    const opponentPool =
      template.opponent === 'person'
        ? (k: number) => person(CLIENT_PEOPLE + (k % (OPPONENT_PEOPLE - CLIENT_PEOPLE)))
        : template.opponent === 'company'
          ? (k: number) => company(CLIENT_COMPANIES + (k % (DEMO_COMPANIES.length - CLIENT_COMPANIES)))
          : (k: number) => government(template.category === 'criminal' ? PROSECUTION : k % PROSECUTION);
    const opponentCount = template.opponent === 'government' ? 1 : i % 10 === 3 ? 3 : i % 4 === 1 ? 2 : 1;
    const opponents = Array.from({ length: opponentCount }, (_, k) => opponentPool(i * 3 + k * 5));
    const counsel =
      template.opponent !== 'government' && i % 3 === 0
        ? [person(OPPONENT_PEOPLE + (i % (PEOPLE - OPPONENT_PEOPLE)))]
        : [];

    let opened = -int(40, 600);
    let outcome: CaseOutcome = 'pending';
    let closed: number | null = null;
    const stages: PlannedStage[] = [];
    // Enforcement files start at the enforcement court; every other case at first instance.
    const firstInstance = (filed: number): PlannedStage => ({
      type: template.court === 'enforcement' ? 'enforcement' : 'firstInstance',
      court: firstCourt,
      filed,
      ended: null,
      judgment: null,
      hearings: [],
    });

    if (status === 'intake') opened = -int(1, 20);
    else if (status === 'suspended') {
      opened = -int(200, 500);
      const stage = firstInstance(opened + int(3, 15));
      const stop = workday(-int(20, 60));
      stage.hearings = [
        ...history(stage.filed, stop, int(1, 2)),
        { offset: stop, kind: 'pleading', status: 'held', result: 'other', decision: SUSPENDED_DECISION, reason: '' },
      ];
      stages.push(stage);
    } else if (status === 'closed' || status === 'archived') {
      opened = status === 'closed' ? -int(300, 900) : -int(1000, 1500);
      const judgmentResult = closedOutcomes[i % closedOutcomes.length]!;
      outcome = judgmentResult;
      const stage = firstInstance(opened + int(3, 15));
      const day = workday(stage.filed + int(150, 260));
      stage.hearings = judgedHearings(stage.filed, day, judgmentResult);
      stage.judgment = { offset: day, outcome: judgmentResult, final: true };
      stage.ended = day;
      stages.push(stage);
      closed = day + int(3, 20);
    } else if (template.court === 'enforcement') {
      stages.push(firstInstance(opened + int(3, 15)));
    } else if (activeIndex % 8 === 2) {
      // Judged a few weeks ago, not final yet: the appeal deadline is coming.
      opened = -int(200, 600);
      const stage = firstInstance(opened + int(3, 15));
      const day = workday(-int(20, 27));
      outcome = (['won', 'partial', 'lost'] as const)[activeIndex % 3]!;
      stage.hearings = judgedHearings(stage.filed, day, outcome as 'won' | 'partial' | 'lost');
      stage.judgment = { offset: day, outcome: outcome as 'won' | 'partial' | 'lost', final: false };
      stages.push(stage);
    } else if (appealCourt && (activeIndex % 5 === 3 || activeIndex % 7 === 5)) {
      // Judged at first instance, then appealed, or won and now in enforcement.
      opened = -int(300, 700);
      const appealed = activeIndex % 5 === 3;
      const stage = firstInstance(opened + int(3, 15));
      const day = workday(stage.filed + int(120, 200));
      outcome = appealed ? (activeIndex % 2 ? 'lost' : 'won') : 'won';
      stage.hearings = judgedHearings(stage.filed, day, outcome as 'won' | 'lost');
      stage.judgment = { offset: day, outcome: outcome as 'won' | 'lost', final: !appealed };
      stage.ended = day + (appealed ? 25 : 30);
      stages.push(stage, {
        type: appealed ? 'appeal' : 'enforcement',
        court: appealed ? appealCourt : 'enforcementRiyadh',
        filed: stage.ended,
        ended: null,
        judgment: null,
        hearings: [],
      });
    } else {
      stages.push(firstInstance(opened + int(3, 15)));
    }

    // The current stage of an active case: its past hearings and the one waiting for its result.
    const current = stages.at(-1);
    if (status === 'active' && current && !current.judgment && activeIndex % 9 !== 8) {
      const next =
        activeIndex % 6 === 0 ? workday(-int(1, 12)) : activeIndex % 6 <= 2 ? thisWeek() : workday(int(8, 75));
      const lastRecorded = Math.min(next - 21, -1);
      current.hearings = [
        ...(lastRecorded - current.filed > 20 ? history(current.filed, lastRecorded, int(1, 3)) : []),
        { offset: next, kind: 'pleading', status: 'scheduled', result: null, decision: '', reason: '' },
      ];
    }

    const title = i < CASE_TEMPLATES.length ? template.title : `${template.title} - ${contactName(opponents[0]!)}`;
    const claim = template.claim ? Math.round(int(template.claim[0], template.claim[1]) / 500) * 500 : null;
    const judged =
      outcome === 'won' ? claim : outcome === 'partial' && claim ? Math.round((claim * 0.6) / 500) * 500 : null;
    const priority: CasePriority = i % 10 === 0 ? 'urgent' : i % 4 === 1 ? 'high' : i % 6 === 5 ? 'low' : 'normal';
    const lawyer = i % 5 === 0 ? admin : lawyers[i % lawyers.length]!;
    const teammate = lawyers[(i + 1) % lawyers.length]!;
    return {
      i,
      status,
      template,
      title,
      opened,
      closed,
      outcome,
      claim,
      judged,
      priority,
      lawyer,
      team: i % 12 === 7 || i % 4 === 0 ? [teammate].filter((id) => id !== lawyer) : [],
      teamOnly: i % 12 === 7,
      clients,
      opponents,
      counsel,
      stages,
    };
  });

  // File numbers `YYYY/NNNN` in order of opening, and each year's sequence to match.
  plans.sort((a, b) => a.opened - b.opened || a.i - b.i);
  const sequences = new Map<number, number>();
  const fileNumbers = plans.map((plan) => {
    const year = new Date(today + plan.opened * DAY).getUTCFullYear();
    const next = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, next);
    return `${year}/${String(next).padStart(4, '0')}`;
  });
  await db.insert(legalCaseSequences).values([...sequences].map(([year, last]) => ({ year, last })));

  const lastEvent = (plan: (typeof plans)[number]) =>
    Math.max(
      ...plan.stages.flatMap((stage) => stage.hearings.filter((h) => h.result).map((h) => h.offset)),
      plan.opened,
      plan.closed ?? plan.opened,
    );
  const caseRows = await db
    .insert(legalCases)
    .values(
      plans.map((plan, n) => ({
        fileNumber: fileNumbers[n]!,
        title: plan.title,
        description: `موضوع الدعوى: ${plan.title}. السند: ${plan.template.legalBasis}.`,
        legalBasis: plan.template.legalBasis,
        category: plan.template.category,
        subType: plan.template.subType,
        priority: plan.priority,
        tags: plan.i % 7 === 0 ? ['عميل مميز'] : [],
        status: plan.status,
        outcome: plan.outcome,
        closeReason: plan.closed === null ? null : CLOSE_REASONS[plan.outcome as keyof typeof CLOSE_REASONS],
        openedAt: isoDate(plan.opened),
        closedAt: plan.closed === null ? null : isoDate(plan.closed),
        responsibleLawyerId: plan.lawyer,
        teamOnly: plan.teamOnly,
        claimAmount: plan.claim === null ? null : `${plan.claim}.00`,
        judgedAmount: plan.judged === null ? null : `${plan.judged}.00`,
        limitationDate: plan.status === 'intake' && plan.template.category === 'labour' ? isoDate(int(60, 300)) : null,
        najizReference: plan.status !== 'intake' && plan.i % 2 === 0 ? String(int(100_000_000, 999_999_999)) : '',
        conflictCheck: plan.status === 'intake' && plan.i % 2 === 0 ? ('notChecked' as const) : ('clear' as const),
        conflictCheckResult:
          plan.status === 'intake' && plan.i % 2 === 0 ? null : { matches: [], checkedAt: isoDate(plan.opened) },
        createdAt: new Date(today + plan.opened * DAY + 7 * HOUR),
        createdBy: plan.lawyer,
        updatedAt: new Date(today + lastEvent(plan) * DAY + 10 * HOUR),
        updatedBy: plan.lawyer,
      })),
    )
    .returning({ id: legalCases.id });
  const caseIds = caseRows.map((row) => row.id);

  const team = plans.flatMap((plan, n) => plan.team.map((userId) => ({ caseId: caseIds[n]!, userId })));
  if (team.length > 0) await db.insert(legalCaseTeam).values(team);

  // Parties, with capacities mapped to the current stage (مدعي → مستأنف → طالب التنفيذ …).
  const opposite: Partial<Record<PartyCapacity, PartyCapacity>> = {
    plaintiff: 'defendant',
    defendant: 'plaintiff',
    complainant: 'accused',
    accused: 'complainant',
    enforcementRequester: 'enforcementDebtor',
  };
  await db.insert(legalCaseParties).values(
    plans.flatMap((plan, n) => {
      const stageType = plan.stages.at(-1)?.type;
      const map =
        stageType === 'appeal'
          ? APPEAL_CAPACITY_MAP
          : stageType === 'enforcement' && plan.template.court !== 'enforcement'
            ? ENFORCEMENT_CAPACITY_MAP
            : {};
      const capacity = (base: PartyCapacity) => map[base] ?? base;
      const party = (contactIndex: number, role: PartyRole, partyCapacity: PartyCapacity, position: number) => ({
        caseId: caseIds[n]!,
        contactId: contactRows[contactIndex]!.id,
        role,
        capacity: partyCapacity,
        position,
      });
      return [
        ...plan.clients.map((c, k) => party(c, 'client', capacity(plan.template.capacity), k)),
        ...plan.opponents.map((c, k) =>
          party(c, 'opponent', capacity(opposite[plan.template.capacity] ?? 'other'), 10 + k),
        ),
        ...plan.counsel.map((c, k) => party(c, 'opposingCounsel', 'other', 20 + k)),
      ];
    }),
  );

  const stagePlans = plans.flatMap((plan, n) =>
    plan.stages.map((stage, position) => ({ plan, caseId: caseIds[n]!, stage, position })),
  );
  const stageRows = await db
    .insert(legalCaseStages)
    .values(
      stagePlans.map(({ plan, caseId, stage, position }) => {
        const year = hijriYear(stage.filed);
        const judgment = stage.judgment;
        return {
          caseId,
          type: stage.type,
          courtId: courtId(stage.court),
          circuit: CIRCUITS[(plan.i + position) % CIRCUITS.length]!,
          judge: JUDGES[(plan.i * 3 + position) % JUDGES.length]!,
          courtCaseNumber: `${year % 100}${int(1_000_000, 9_999_999)}`,
          courtCaseYear: year,
          courtCaseYearCalendar: 'hijri' as const,
          filedAt: isoDate(stage.filed),
          endedAt: stage.ended === null ? null : isoDate(stage.ended),
          position,
          ...(judgment && {
            judgmentNumber: `${year % 100}${int(10_000_000, 99_999_999)}`,
            judgmentDate: isoDate(judgment.offset),
            judgmentType: 'حضوري',
            judgmentSummary: JUDGMENTS[judgment.outcome],
            judgmentAmount: plan.judged === null ? null : `${plan.judged}.00`,
            judgmentDeedNumber: String(int(4_000_000_000, 4_999_999_999)),
            judgmentFinal: judgment.final,
            appealDeadline: isoDate(judgment.offset + APPEAL_DAYS_DEFAULT),
          }),
        };
      }),
    )
    .returning({ id: legalCaseStages.id });

  const hearingPlans = stagePlans.flatMap(({ plan, caseId, stage }, s) =>
    stage.hearings.map((hearing) => ({
      plan,
      caseId,
      stageId: stageRows[s]!.id,
      court: stage.court,
      position: s,
      hearing,
    })),
  );
  const hearingRows = await db
    .insert(legalHearings)
    .values(
      hearingPlans.map(({ plan, caseId, stageId, court, position, hearing }) => {
        const scheduledAt = hearingTime(hearing.offset);
        return {
          caseId,
          stageId,
          scheduledAt,
          venue: `${DEMO_COURTS.find((c) => c.key === court)!.nameAr} - ${CIRCUITS[(plan.i + position) % CIRCUITS.length]}`,
          kind: hearing.kind,
          remote: plan.i % 4 === 2,
          remoteLink: plan.i % 4 === 2 ? 'https://najiz.sa/remote-hearing' : '',
          status: hearing.status,
          result: hearing.result,
          decision: hearing.decision,
          postponementReason: hearing.reason,
          recordedAt: hearing.result ? new Date(scheduledAt.getTime() + 2 * HOUR) : null,
          recordedBy: hearing.result ? plan.lawyer : null,
          createdAt: new Date(today + plan.opened * DAY + 8 * HOUR),
          createdBy: plan.lawyer,
        };
      }),
    )
    .returning({ id: legalHearings.id });
  // Each stage's hearings form a chain: each one was scheduled by recording the one before it.
  await db.execute(sql`
    update legal_hearings h set previous_hearing_id = chain.previous
    from (select id, lag(id) over (partition by stage_id order by scheduled_at, id) as previous from legal_hearings) chain
    where h.id = chain.id and chain.previous is not null and h.previous_hearing_id is null`);
  await db
    .insert(legalHearingLawyers)
    .values(
      hearingPlans.flatMap(({ plan }, h) =>
        [plan.lawyer, ...(h % 3 === 0 ? plan.team : [])].map((userId) => ({ hearingId: hearingRows[h]!.id, userId })),
      ),
    );

  // One power of attorney per client, covering that client's filed cases: some expire within 30 days, some expired.
  const principals = [...new Set(plans.filter((plan) => plan.status !== 'intake').flatMap((plan) => plan.clients))];
  const poaRows = await db
    .insert(legalPowersOfAttorney)
    .values(
      principals.map((principal, p) => {
        const first = plans.find((plan) => plan.clients.includes(principal))!;
        const expired = p % 11 === 6;
        const expires = expired ? -int(5, 60) : p % 8 === 3 ? int(3, 28) : int(60, 900);
        return {
          number: `4${Array.from({ length: 9 }, digits).join('')}`,
          issuer: POA_ISSUERS[p % POA_ISSUERS.length]!,
          issuedAt: isoDate(first.opened - int(5, 60)),
          expiresAt: isoDate(expires),
          type: principal >= PEOPLE && p % 3 === 0 ? ('general' as const) : ('litigation' as const),
          scope: 'المرافعة والمدافعة والإقرار والإنكار والصلح والاستئناف واستلام المبالغ',
          principalContactId: contactRows[principal]!.id,
          status: expired ? ('expired' as const) : ('valid' as const),
        };
      }),
    )
    .returning({ id: legalPowersOfAttorney.id });
  await db.insert(legalPoaLawyers).values(
    principals.map((principal, p) => ({
      poaId: poaRows[p]!.id,
      userId: plans.find((plan) => plan.clients.includes(principal))!.lawyer,
    })),
  );
  await db
    .insert(legalCasePowers)
    .values(
      plans.flatMap((plan, n) =>
        plan.status === 'intake'
          ? []
          : plan.clients.map((client) => ({ caseId: caseIds[n]!, poaId: poaRows[principals.indexOf(client)]!.id })),
      ),
    );

  // Tasks: intake studies, deadlines due soon (with a reminder the day before), some overdue, some done.
  const tasks = plans.flatMap((plan, n) => {
    const task = (title: string, dueOffset: number, options: { remind?: boolean; done?: boolean } = {}) => {
      const dueAt = new Date(today + workday(dueOffset) * DAY + 13 * HOUR);
      const remindAt = options.remind ? new Date(dueAt.getTime() - DAY) : null;
      return {
        caseId: caseIds[n]!,
        title,
        assigneeId: plan.team[0] ?? plan.lawyer,
        dueAt,
        remindAt,
        // A reminder whose time has already passed when the office is seeded counts as sent: the first start
        // must not send a burst of old reminders, only the ones that fall due from now on.
        remindedAt: remindAt && remindAt.getTime() <= now ? remindAt : null,
        completedAt: options.done ? new Date(dueAt.getTime() - DAY) : null,
        createdAt: new Date(today + plan.opened * DAY + 9 * HOUR),
        createdBy: plan.lawyer,
      };
    };
    if (plan.status === 'intake') return [task(INTAKE_TASK, int(3, 7), { remind: true })];
    if (plan.status === 'suspended') return [task(TASK_TITLES[4]!, int(15, 30))];
    if (plan.status !== 'active') return [task(TASK_TITLES[3]!, plan.closed! - 10, { done: true })];
    return [
      ...(plan.i % 3 === 0 ? [task(TASK_TITLES[plan.i % TASK_TITLES.length]!, int(2, 4), { remind: true })] : []),
      ...(plan.i % 4 === 1 ? [task(TASK_TITLES[(plan.i + 2) % TASK_TITLES.length]!, -int(1, 5))] : []),
      ...(plan.i % 2 === 0 ? [task(TASK_TITLES[3]!, -int(10, 40), { done: true })] : []),
    ];
  });
  await db.insert(legalCaseTasks).values(tasks);

  const notes = plans.flatMap((plan, n) =>
    [
      ...(plan.i % 2 === 0 ? [{ body: NOTES[plan.i % NOTES.length]!, pinned: false }] : []),
      ...(plan.i % 6 === 1 ? [{ body: PINNED_NOTE, pinned: true }] : []),
    ].map((note, k) => {
      const at = new Date(Math.min(now - HOUR, today + (plan.opened + 5 + k) * DAY + 11 * HOUR));
      return { caseId: caseIds[n]!, ...note, createdAt: at, updatedAt: at, createdBy: plan.lawyer };
    }),
  );
  await db.insert(legalCaseNotes).values(notes);

  // Fees: the agreement, payments against it, and some expenses.
  const fees = plans.flatMap((plan, n) => {
    if (plan.status === 'intake') return [];
    const agreed = plan.claim ? Math.max(10_000, Math.round((plan.claim * 0.08) / 1000) * 1000) : int(15, 80) * 1000;
    const paid = plan.closed !== null ? agreed : plan.i % 3 === 2 ? 0 : agreed / 2;
    const entry = (kind: 'agreement' | 'payment' | 'expense', amount: number, description: string, offset: number) => ({
      caseId: caseIds[n]!,
      kind,
      amount: `${amount}.00`,
      description,
      occurredOn: isoDate(Math.min(offset, 0)),
      createdBy: plan.lawyer,
    });
    return [
      entry('agreement', agreed, 'اتفاقية أتعاب المحاماة', plan.opened),
      ...(paid > 0 ? [entry('payment', paid, 'دفعة من الأتعاب - تحويل بنكي', plan.opened + 10)] : []),
      ...(plan.i % 4 === 0
        ? [entry('expense', int(5, 40) * 100, EXPENSES[plan.i % EXPENSES.length]!, plan.opened + 20)]
        : []),
    ];
  });
  await db.insert(legalCaseFees).values(fees);

  // A few small text files, so the documents tab has something to open.
  const documentPlans = plans
    .map((plan, n) => ({ plan, caseId: caseIds[n]! }))
    .filter(({ plan }) => plan.status !== 'intake')
    .slice(0, 12)
    .flatMap(({ plan, caseId }, k) =>
      DOCUMENTS.slice(0, k % 3 === 0 ? 2 : 1).map((doc) => ({
        plan,
        caseId,
        doc,
        bytes: Buffer.from(doc.body(plan.title), 'utf8'),
      })),
    );
  const documentRows = await db
    .insert(legalCaseDocuments)
    .values(
      documentPlans.map(({ plan, caseId, doc, bytes }) => ({
        caseId,
        category: doc.category,
        fileName: doc.fileName,
        mimeType: 'text/plain; charset=utf-8',
        size: bytes.length,
        checksum: createHash('sha256').update(bytes).digest('hex'),
        createdAt: new Date(today + (plan.opened + 3) * DAY + 10 * HOUR),
        createdBy: plan.lawyer,
      })),
    )
    .returning({ id: legalCaseDocuments.id });
  await db
    .insert(legalDocumentFiles)
    .values(documentPlans.map(({ bytes }, d) => ({ documentId: documentRows[d]!.id, bytes })));

  await db.insert(legalCaseActivity).values(
    plans.map((plan, n) => ({
      caseId: caseIds[n]!,
      userId: plan.lawyer,
      action: 'case.created',
      details: { fileNumber: fileNumbers[n] },
      createdAt: new Date(today + plan.opened * DAY + 7 * HOUR),
    })),
  );

  await refreshCasesDerived(db, caseIds);
}
