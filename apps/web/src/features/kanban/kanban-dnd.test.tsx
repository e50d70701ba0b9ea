import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { kanbanServer, KanbanHarness } from './kanban-test-fixtures';

setUpPageTests({ namespaces: ['kanban'], user: ADMIN });

/**
 * jsdom lays nothing out, and dnd-kit's keyboard moves go to the nearest place on screen: this draws the columns
 * 300 px wide side by side (left to right in the DOM's order) and their cards 80 px tall one under the other
 * (getBoundingClientRect is all dnd-kit measures).
 */
function layOut(element: Element): DOMRect {
  // The copy under the pointer starts where the dragged card is.
  const dragged = element.closest('[data-overlay]') && document.querySelector('[data-card-id][data-dragging]');
  if (dragged) return layOut(dragged);
  const columns = [...document.querySelectorAll('section[aria-labelledby^="kanban-column-"]')];
  const section = element.closest('section[aria-labelledby^="kanban-column-"]');
  // Right to left, the first column is drawn on the right.
  const order = section ? columns.indexOf(section) : 0;
  const x = (document.documentElement.dir === 'rtl' ? columns.length - 1 - order : order) * 320;
  if (element.matches('section')) return new DOMRect(x, 0, 300, 600);
  const slot = element.closest('[data-card-id]');
  if (slot && section) {
    const index = [...section.querySelectorAll('[data-card-id]')].indexOf(slot);
    return new DOMRect(x + 10, 60 + index * 100, 280, 80);
  }
  return new DOMRect(0, 0, 0, 0);
}

describe('keyboard drag', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return layOut(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves a card to the next column with Space, ArrowRight, Space and sends both columns’ orders', async () => {
    const server = kanbanServer({ 'PUT /api/apps/kanban/item/state-update': { status: 201, body: {} } });
    renderPage(() => <KanbanHarness />);
    const handle = await screen.findByRole('button', { name: 'Move card Draft the appeal' });
    handle.focus();
    // user-event lets a tick pass between keys, as dnd-kit needs after a pick-up before it listens for the arrows.
    await userEvent.keyboard('[Space]');
    // Picked up: the handle says so, and the live region speaks where the card is (in the page's language).
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText('Card Draft the appeal is over column In Progress, position 1 of 2.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Space]');
    expect(await screen.findByText(/^Card Draft the appeal was dropped in column In Review/)).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('PUT /api/apps/kanban/item/state-update').map((call) => call.body)).toEqual([
        { boardId: 2, ids: [1, 3] },
        { boardId: 1, ids: [2] },
      ]),
    );
  });

  it('goes the way the reader sees in Arabic: ArrowLeft takes the card to the next column, drawn on the left', async () => {
    await setLanguage('ar', ['kanban']);
    const server = kanbanServer({ 'PUT /api/apps/kanban/item/state-update': { status: 201, body: {} } });
    renderPage(() => <KanbanHarness />);
    (await screen.findByRole('button', { name: 'نقل البطاقة Draft the appeal' })).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowLeft]');
    await userEvent.keyboard('[Space]');
    expect(await screen.findByText(/^أُفلتت البطاقة Draft the appeal في العمود قيد المراجعة/)).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('PUT /api/apps/kanban/item/state-update').map((call) => call.body)).toEqual([
        { boardId: 2, ids: [1, 3] },
        { boardId: 1, ids: [2] },
      ]),
    );
  });
});
