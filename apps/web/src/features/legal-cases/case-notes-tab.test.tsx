import type { CaseNote } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { CaseNotesTab } from './case-notes-tab';
import { ADMIN_LAWYER, LEGAL_CASES_API, tabCase } from './legal-cases-test-fixtures';

const detail = tabCase(null);

const note = (id: number, extra: Partial<CaseNote>): CaseNote => ({
  id,
  caseId: 7,
  body: `Note ${id}`,
  pinned: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  createdBy: 3,
  createdByName: 'Sara Lawyer',
  ...extra,
});

function stubServer(notes: CaseNote[]) {
  const saved = { body: notes[0] ?? note(1, {}) };
  return fakeServer({
    ...LEGAL_CASES_API,
    'GET /api/legal-cases/7/notes': { body: { notes } },
    'POST /api/legal-cases/7/notes': { status: 201, ...saved },
    'PATCH /api/legal-cases/7/notes/:id': saved,
    'DELETE /api/legal-cases/7/notes/:id': { status: 204 },
  });
}

const renderTab = () => renderPage(() => <CaseNotesTab detail={detail} />);

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

describe('CaseNotesTab', { timeout: 20_000 }, () => {
  it('shows pinned notes first with their author', async () => {
    stubServer([note(1, { body: 'Older note' }), note(2, { body: 'Key fact', pinned: true })]);
    renderTab();
    const pinned = await screen.findByTestId('note-2', {}, { timeout: 5000 });
    expect(within(pinned).getByText('Pinned')).toBeInTheDocument();
    expect(within(pinned).getByText('Sara Lawyer')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^note-/).map((element) => element.dataset.testid)).toEqual(['note-2', 'note-1']);
  });

  it('adds a note with Ctrl+Enter', async () => {
    const server = stubServer([]);
    renderTab();
    expect(await screen.findByText('No notes yet', {}, { timeout: 5000 })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, '  The judge asked for the contract  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.callsTo('POST /api/legal-cases/7/notes').map((call) => call.body)).toEqual([
      { body: 'The judge asked for the contract', pinned: false },
    ]);
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
  });

  it('refuses an empty note without calling the server', async () => {
    const server = stubServer([]);
    renderTab();
    await screen.findByText('No notes yet', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('pins, edits and (after confirming) deletes a note', async () => {
    const server = stubServer([note(1, { body: 'Older note' })]);
    const patches = () => server.callsTo('PATCH /api/legal-cases/7/notes/1').map((call) => call.body);
    renderTab();
    const card = await screen.findByTestId('note-1', {}, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Pin note' }));
    await waitFor(() => expect(patches()).toEqual([{ pinned: true }]));

    await userEvent.click(within(card).getByRole('button', { name: 'Edit note' }));
    const box = within(card).getByRole('textbox', { name: 'Note' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Rewritten');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toEqual([{ pinned: true }, { body: 'Rewritten' }]));

    await userEvent.click(within(screen.getByTestId('note-1')).getByRole('button', { name: 'Delete note' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.callsTo('DELETE /api/legal-cases/7/notes/:id')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/legal-cases/7/notes/:id')).toHaveLength(1));
    expect(server.callsTo('DELETE /api/legal-cases/7/notes/:id')[0]?.path).toBe('/api/legal-cases/7/notes/1');
  });

  it('shows the error with a retry', async () => {
    fakeServer({ ...LEGAL_CASES_API, 'GET /api/legal-cases/7/notes': { status: 500, body: { message: 'boom' } } });
    renderTab();
    expect(await screen.findByText('The notes could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
