import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { UserText } from './user-text';

setUpPageTests();

const names = () => (
  <>
    <UserText size="sm">محمد عبدالله الشهري</UserText>
    <UserText size="sm">Sarah Al-Qahtani</UserText>
    <UserText size="sm">شركة Horizon Tech</UserText>
  </>
);

describe('UserText', () => {
  it('names the language and direction of text in the other script, and nothing of text in the page’s', async () => {
    renderPage(names);
    const arabic = await screen.findByText('محمد عبدالله الشهري');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    const latin = screen.getByText('Sarah Al-Qahtani');
    expect(latin.tagName).toBe('P');
    expect(latin).not.toHaveAttribute('lang');
    expect(latin).not.toHaveAttribute('dir');
    const mixed = screen.getByText('شركة Horizon Tech');
    expect(mixed).toHaveAttribute('dir', 'auto');
    expect(mixed).not.toHaveAttribute('lang');
  });

  it('follows a change of the interface language', async () => {
    renderPage(names);
    const latin = await screen.findByText('Sarah Al-Qahtani');
    await act(() => setLanguage('ar'));
    expect(latin).toHaveAttribute('lang', 'en');
    expect(latin).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('محمد عبدالله الشهري')).not.toHaveAttribute('lang');
    expect(screen.getByText('محمد عبدالله الشهري')).not.toHaveAttribute('dir');
  });

  it('keeps Text’s own props and the caller’s class', async () => {
    renderPage(() => (
      <UserText span className="mine" title="Sarah Al-Qahtani">
        Sarah Al-Qahtani
      </UserText>
    ));
    await act(() => setLanguage('ar'));
    const name = await screen.findByTitle('Sarah Al-Qahtani');
    expect(name.tagName).toBe('SPAN');
    expect(name).toHaveClass('mine');
    expect(name).toHaveAttribute('lang', 'en');
  });
});
