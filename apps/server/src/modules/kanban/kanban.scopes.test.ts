import { KANBAN_TEXT, normalizeSearchText, type KanbanItem, type KanbanSummary } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../db/schema.ts';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';
import { KANBAN_BASE, kanbanClient } from './test-kanban.ts';

/** Team and case kanbans: who sees them (others get 404), who may make them, a card linked to a case. */
const t = setupTestApp({ demoData: false });
let admin: SignedIn;
let lawyer: SignedIn;
let outsider: SignedIn;
let teamId: number;
let otherTeamId: number;
let openCase: number;
let hiddenCase: number;
const asLawyer = kanbanClient(t, () => lawyer);

const listed = async (who: SignedIn) =>
  (await t.call(who, 'GET', `${KANBAN_BASE}/kanbans`)).json<{ kanbans: KanbanSummary[] }>().kanbans;

const newCase = (fileNumber: string, teamOnly: boolean, team: number[] = []) =>
  insertTestCase(t.db, {
    fileNumber,
    title: `قضية ${fileNumber}`,
    responsibleLawyerId: admin.userId,
    teamOnly,
    team,
    // Kept by the cases' writes; set here as they would.
    searchText: normalizeSearchText(`${fileNumber} قضية ${fileNumber}`),
  });

beforeAll(async () => {
  admin = await t.userWithRole('admin');
  const role = await t.call(admin, 'POST', '/api/apps/roles', {
    name: 'Kanban lawyer',
    rules: [
      { action: 'manage', subject: 'Kanban' },
      { action: 'read', subject: 'LegalCase' },
    ],
  });
  expect(role.statusCode, role.body).toBe(201);
  lawyer = await t.userWithRole('Kanban lawyer');
  outsider = await t.userWithRole('Kanban lawyer');
  const made = await t.db
    .insert(teams)
    .values([{ name: 'Litigation' }, { name: 'Corporate' }])
    .returning({ id: teams.id });
  [teamId, otherTeamId] = made.map((team) => team.id) as [number, number];
  await t.db.insert(teamMembers).values({ teamId, userId: lawyer.userId });
  openCase = await newCase('2030/K1', false);
  hiddenCase = await newCase('2030/K2', true, [lawyer.userId]);
});

describe('team kanbans', () => {
  it('a member makes one for their team; it is listed for the team and admins and is 404 to anyone else', async () => {
    const created = await t.call(lawyer, 'POST', `${KANBAN_BASE}/kanbans`, { title: 'Hearings prep', teamId });
    expect(created.statusCode, created.body).toBe(201);
    const kanban = created.json<KanbanSummary>();
    expect(kanban).toMatchObject({ scope: 'team', teamId, caseId: null });
    expect((await listed(lawyer)).map((k) => k.id)).toContain(kanban.id);
    expect((await listed(admin)).map((k) => k.id)).toContain(kanban.id);
    expect((await listed(outsider)).map((k) => k.id)).not.toContain(kanban.id);

    const { boards } = await asLawyer.read(kanban.id);
    const card = await asLawyer.addItem(boards[0]!.id, 'Brief the expert');
    for (const [method, url, body] of [
      ['GET', `${KANBAN_BASE}?kanbanId=${kanban.id}`, undefined],
      ['POST', `${KANBAN_BASE}/board/add`, { title: 'Mine now', kanbanId: kanban.id }],
      ['PUT', `${KANBAN_BASE}/board/rename`, { boardId: boards[0]!.id, newName: 'Mine' }],
      ['PUT', `${KANBAN_BASE}/board/state-update`, [boards[1]!.id, boards[0]!.id]],
      ['DELETE', `${KANBAN_BASE}/board/${boards[2]!.id}`, undefined],
      ['POST', `${KANBAN_BASE}/item/add`, { boardId: boards[0]!.id, itemTitle: 'x', boardName: 'x' }],
      ['PUT', `${KANBAN_BASE}/item/update`, { item: { id: card.id, title: 'Taken' } }],
      ['PUT', `${KANBAN_BASE}/item/state-update`, { boardId: boards[1]!.id, ids: [card.id] }],
      ['DELETE', `${KANBAN_BASE}/item/${card.id}`, undefined],
      ['GET', `${KANBAN_BASE}/item/${card.id}/comments`, undefined],
      ['POST', `${KANBAN_BASE}/item/${card.id}/comments`, { body: 'Seen' }],
      ['DELETE', `${KANBAN_BASE}/kanbans/${kanban.id}`, undefined],
    ] as const) {
      const refused = await t.call(outsider, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing changed.
    const after = await asLawyer.read(kanban.id);
    expect(after.boards.map((board) => board.title)).toEqual(boards.map((board) => board.title));
    expect(after.items.map((item) => item.title)).toEqual(['Brief the expert']);
  });

  it('nobody makes a board for a team they are not in (400 on teamId); an admin may for any team', async () => {
    const refused = await t.call(lawyer, 'POST', `${KANBAN_BASE}/kanbans`, { title: 'Not mine', teamId: otherTeamId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { teamId: [KANBAN_TEXT.team] } });
    const teamsOfLawyer = (await t.call(lawyer, 'GET', `${KANBAN_BASE}/teams`)).json<{ teams: { id: number }[] }>();
    expect(teamsOfLawyer.teams.map((team) => team.id)).toEqual([teamId]);
    const byAdmin = await t.call(admin, 'POST', `${KANBAN_BASE}/kanbans`, { title: 'Deals', teamId: otherTeamId });
    expect(byAdmin.statusCode).toBe(201);
  });
});

describe('case kanbans', () => {
  it('"open board" makes the case’s kanban once, titled by the case; the team-only rule decides who sees it', async () => {
    const first = await t.call(lawyer, 'POST', `${KANBAN_BASE}/kanbans/case`, { caseId: hiddenCase });
    expect(first.statusCode, first.body).toBe(201);
    const kanban = first.json<KanbanSummary>();
    expect(kanban).toMatchObject({ scope: 'case', caseId: hiddenCase, title: '2030/K2 · قضية 2030/K2' });
    const again = await t.call(admin, 'POST', `${KANBAN_BASE}/kanbans/case`, { caseId: hiddenCase });
    expect(again.statusCode).toBe(200);
    expect(again.json<KanbanSummary>().id).toBe(kanban.id);

    expect((await listed(lawyer)).map((k) => k.id)).toContain(kanban.id);
    expect((await listed(outsider)).map((k) => k.id)).not.toContain(kanban.id);
    expect((await t.call(outsider, 'GET', `${KANBAN_BASE}?kanbanId=${kanban.id}`)).statusCode).toBe(404);
    const notOpen = await t.call(outsider, 'POST', `${KANBAN_BASE}/kanbans/case`, { caseId: hiddenCase });
    expect(notOpen.statusCode).toBe(400);
    expect(notOpen.json()).toMatchObject({ errors: { caseId: [KANBAN_TEXT.case] } });
  });

  it('two "open board" at once make one kanban', async () => {
    const answers = await Promise.all(
      [lawyer, admin, outsider].map((who) => t.call(who, 'POST', `${KANBAN_BASE}/kanbans/case`, { caseId: openCase })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<KanbanSummary>().id)).size).toBe(1);
  });
});

describe('a card linked to a case', () => {
  it('links to a case the user may open and shows its file number; another case is 400 on item.caseId', async () => {
    const { boards } = await asLawyer.read();
    const card = await asLawyer.addItem(boards[0]!.id, 'Draft the statement of claim');
    const linked = await t.call(lawyer, 'PUT', `${KANBAN_BASE}/item/update`, {
      item: { id: card.id, caseId: hiddenCase },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json<KanbanItem>().case).toEqual({ id: hiddenCase, fileNumber: '2030/K2', title: 'قضية 2030/K2' });
    // On the office kanban, someone who may not open the case sees the link without its name.
    const seenByOutsider = (await kanbanClient(t, () => outsider).read()).items.find((item) => item.id === card.id);
    expect(seenByOutsider).toMatchObject({ caseId: hiddenCase, case: null });

    const refused = await t.call(outsider, 'PUT', `${KANBAN_BASE}/item/update`, {
      item: { id: card.id, caseId: hiddenCase },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { 'item.caseId': [KANBAN_TEXT.case] } });
    const unlinked = await t.call(outsider, 'PUT', `${KANBAN_BASE}/item/update`, {
      item: { id: card.id, caseId: null },
    });
    expect(unlinked.json<KanbanItem>()).toMatchObject({ caseId: null, case: null });
  });

  it('finds the cases a user may open for the picker', async () => {
    const found = (await t.call(outsider, 'GET', `${KANBAN_BASE}/cases?q=2030/K`)).json<{ cases: { id: number }[] }>();
    expect(found.cases.map((item) => item.id)).toEqual([openCase]);
    const mine = (await t.call(lawyer, 'GET', `${KANBAN_BASE}/cases?q=2030/K`)).json<{ cases: { id: number }[] }>();
    expect(mine.cases.map((item) => item.id).sort()).toEqual([openCase, hiddenCase].sort());
  });
});

describe('deleting a kanban', () => {
  it('removes a kanban with its columns and cards; the office’s is 409', async () => {
    const kanban = await asLawyer.createKanban('Short-lived');
    const { boards } = await asLawyer.read(kanban.id);
    await asLawyer.addItem(boards[0]!.id, 'Gone with it');
    expect((await t.call(lawyer, 'DELETE', `${KANBAN_BASE}/kanbans/${kanban.id}`)).statusCode).toBe(204);
    expect((await t.call(lawyer, 'GET', `${KANBAN_BASE}?kanbanId=${kanban.id}`)).statusCode).toBe(404);
    const office = await asLawyer.read();
    const refused = await t.call(admin, 'DELETE', `${KANBAN_BASE}/kanbans/${office.kanban.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: KANBAN_TEXT.officeKanban });
  });
});
