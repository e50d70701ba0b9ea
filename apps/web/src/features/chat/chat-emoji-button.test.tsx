import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeServer, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { ChatComposer } from './chat-composer';
import { insertAt } from './chat-emoji-button';

setUpPageTests({ namespaces: ['chat'], user: ADMIN });

const renderComposer = async (name = 'Message') => {
  fakeServer({ 'POST /api/apps/chat/typing': { status: 204 } });
  renderPage(() => <ChatComposer target={{ userId: 2 }} chatId={9} />);
  return (await screen.findByRole('textbox', { name })) as HTMLTextAreaElement;
};

describe('insertAt', () => {
  it('puts the emoji at the caret, in place of a selection, and the caret after it', () => {
    expect(insertAt('See you', 3, 3, '👋')).toEqual({ text: 'See👋 you', caret: 5 });
    expect(insertAt('See you', 4, 7, '🙂')).toEqual({ text: 'See 🙂', caret: 6 });
  });
});

/** The picker draws every emoji with its styles; checking each click's pointer-events through them is slow in jsdom. */
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('The composer’s emoji button', () => {
  // jsdom lays nothing out: given a size, the picker draws the rows in view only, as in a browser, not every emoji.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(380);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(350);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the picker and inserts the emoji picked at the caret', async () => {
    const box = await renderComposer();
    await userEvent.type(box, 'See you court');
    box.setSelectionRange(8, 8); // after "See you "
    await userEvent.click(screen.getByRole('button', { name: 'Add an emoji' }));
    const picker = await screen.findByRole('dialog', { name: 'Add an emoji' });
    expect(await within(picker).findByLabelText('Search for an emoji')).toHaveFocus();
    await user().click(within(picker).getByLabelText('grinning face'));
    // A boolean: a failed try would print the picker's thousands of emoji.
    await waitFor(() => expect(picker.isConnected).toBe(false));
    expect(box).toHaveValue('See you 😀court');
    expect(box).toHaveFocus();
    expect(box.selectionStart).toBe(8 + '😀'.length);
  });

  it('closes on Esc with the text untouched and focus back on the button', async () => {
    const box = await renderComposer();
    await userEvent.type(box, 'Hello');
    const button = screen.getByRole('button', { name: 'Add an emoji' });
    await userEvent.click(button);
    const picker = await screen.findByRole('dialog', { name: 'Add an emoji' });
    await within(picker).findByLabelText('Search for an emoji');
    await user().keyboard('{Escape}');
    await waitFor(() => expect(picker.isConnected).toBe(false));
    expect(button).toHaveFocus();
    expect(box).toHaveValue('Hello');
  });

  it('speaks French: the button, the search and the categories', async () => {
    await setLanguage('fr', ['chat']);
    await renderComposer('Message');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un émoji' }));
    const picker = await screen.findByRole('dialog', { name: 'Ajouter un émoji' });
    expect(await within(picker).findByPlaceholderText('Rechercher')).toHaveAccessibleName('Rechercher un émoji');
    expect(within(picker).getByText('Smileys et personnes')).toBeInTheDocument();
  });
});
