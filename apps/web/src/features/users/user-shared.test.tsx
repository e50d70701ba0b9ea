import { USER_ERRORS } from '@mizan/contracts';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { useErrorText } from './user-shared';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('fr');
  await i18n.loadNamespaces('users');
});

describe('useErrorText', () => {
  it('translates a server text holding a colon (i18next would read "…meanwhile:" as a namespace)', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current(USER_ERRORS.beyondOwnRights)).toBe(
      "Vous ne pouvez pas modifier cet utilisateur : il a des droits que vous n'avez pas vous-même",
    );
    expect(result.current(USER_ERRORS.stale)).toBe(
      'Quelqu’un a modifié cet utilisateur entre-temps : rechargez et réessayez',
    );
  });

  it('still finds the common and sign-in texts, and leaves an unknown text as it is', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current('You are not allowed to do this')).not.toBe('You are not allowed to do this');
    expect(result.current('Use at least 8 characters')).not.toBe('Use at least 8 characters');
    expect(result.current('Something new: unheard of')).toBe('Something new: unheard of');
  });
});
