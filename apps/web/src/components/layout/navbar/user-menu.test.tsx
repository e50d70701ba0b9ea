import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { UserMenu } from './user-menu';

setUpPageTests({ namespaces: ['layout'], user: { ...ADMIN, fullName: 'Sarah Al-Qahtani' } });

describe('UserMenu', () => {
  it('gives the user’s name in the other script its language and direction', async () => {
    await setLanguage('ar', ['layout']);
    renderPage(() => <UserMenu onOpenCustomizer={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Sarah Al-Qahtani/ }));
    const name = await screen.findByText('Sarah Al-Qahtani');
    expect(name).toHaveAttribute('lang', 'en');
    expect(name).toHaveAttribute('dir', 'ltr');
  });
});
