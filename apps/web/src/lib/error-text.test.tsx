import { ACCOUNT_TEXT, PERMISSION_ERRORS, ROLE_ERRORS, USER_ERRORS } from '@mizan/contracts';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage, setUpPageTests } from '@/test/harness';
import { type ErrorKeys, useErrorText } from './error-text';

const NAMESPACES = ['users', 'account-settings', 'roles', 'permissions'];
setUpPageTests({ language: 'fr', namespaces: NAMESPACES });

const errorTextOf = (...own: ErrorKeys[]) => renderHook(() => useErrorText(...own)).result.current;

describe('useErrorText', () => {
  it('translates a text by the feature’s own keys, even one holding a colon (i18next would read it as a namespace)', () => {
    const errorText = errorTextOf('users:errors');
    expect(errorText(USER_ERRORS.beyondOwnRights)).toBe(
      "Vous ne pouvez pas modifier cet utilisateur : il a des droits que vous n'avez pas vous-même",
    );
    expect(errorText(USER_ERRORS.stale)).toBe(
      'Quelqu’un a modifié cet utilisateur entre-temps : rechargez et réessayez',
    );
    expect(errorTextOf('account-settings:errors')(ACCOUNT_TEXT.twoFactorNoSetup)).toBe(
      'Cette configuration a expiré. Recommencez-la.',
    );
  });

  it('then the server’s common texts and the shared validation texts, and leaves an unknown text as it is', () => {
    for (const errorText of [errorTextOf(), errorTextOf('users:errors')]) {
      expect(errorText('You are not allowed to do this')).toBe("Vous n'êtes pas autorisé à effectuer cette action");
      expect(errorText('Use at least 8 characters')).toBe('Utilisez au moins 8 caractères');
      expect(errorText('Something new: unheard of')).toBe('Something new: unheard of');
    }
  });

  it('looks in the feature’s keys before the shared ones', async () => {
    await setLanguage('ar', NAMESPACES);
    expect(errorTextOf('account-settings:errors')('Enter a valid email address')).toBe('أدخل بريدًا إلكترونيًا صالحًا');
    expect(errorTextOf()('Enter a valid email address')).toBe('أدخل عنوان بريد إلكتروني صحيحًا');
  });

  it('finds a text named by a table of the contracts under that name, table after table', () => {
    const errorText = errorTextOf(['permissions:errors', PERMISSION_ERRORS], ['roles:errors', ROLE_ERRORS]);
    expect(errorText(PERMISSION_ERRORS.stale)).toBe(
      'Quelqu’un a modifié cette permission entre-temps : rechargez-la et réessayez',
    );
    expect(errorText(ROLE_ERRORS.stale)).toBe('Quelqu’un a modifié ce rôle entre-temps : rechargez-le et réessayez');
    expect(errorText(ROLE_ERRORS.changeBeyondOwn)).toBe(
      'Vous ne pouvez pas modifier ce rôle : il a des droits que vous n’avez pas',
    );
    expect(errorText('You are not allowed to do this')).toBe("Vous n'êtes pas autorisé à effectuer cette action");
    // Not a key of its own: the text, not the key's name, is looked up in the shared namespaces.
    expect(errorText('stale')).toBe('stale');
  });

  it('gives back what is not a non-empty string as it came', () => {
    const errorText = errorTextOf('users:errors');
    const element = <b>shown as is</b>;
    expect(errorText(element)).toBe(element);
    expect(errorText(undefined)).toBeUndefined();
    expect(errorText('')).toBe('');
  });
});
