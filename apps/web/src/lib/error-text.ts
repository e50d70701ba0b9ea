import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a feature keeps the translations of the English texts it may show:
 * - `'users:errors'`: the text itself is the key under that prefix (`users:errors.<text>`);
 * - `['roles:errors', ROLE_ERRORS]`: a table of the contracts names each text (`{ stale: 'Someone else…' }`) and the
 *   name is the key (`roles:errors.stale`).
 */
export type ErrorKeys = string | readonly [prefix: string, texts: Readonly<Record<string, string>>];

/** A text in the reader's language; anything that is not a non-empty string is given back as it came. */
export interface ErrorText {
  (error: string): string;
  (error: ReactNode): ReactNode;
}

/** Where the texts every form may meet are translated, after the feature's own keys. */
const SHARED: readonly ErrorKeys[] = [
  'common:serverErrors', // the server's common answers (spec §8): "You are not allowed to do this", …
  'auth:validation', // the shared zod schemas' field texts: "Enter a valid email address", "Use at least 8 characters", …
];

/** `'ecommerce:settings.errors'` → the namespace and the key prefix. */
function split(prefix: string): { ns: string; path: string } {
  const colon = prefix.indexOf(':');
  return { ns: prefix.slice(0, colon), path: prefix.slice(colon + 1) };
}

/**
 * Server errors and field errors arrive in English (the server's spec §8 texts, the shared zod schemas' messages);
 * this shows them in the reader's language. The English text is looked up in `own` in order (the feature's own
 * translations), then in `common:serverErrors`, then in `auth:validation`; a text found nowhere is shown as it is.
 *
 * ```ts
 * const errorText = useErrorText('users:errors');
 * <TextInput error={errorText(form.errors.email)} />
 * notifications.show({ color: 'red', message: errorText(error.message) });
 * ```
 *
 * The namespace is passed apart from the key (`nsSeparator: false`): many texts hold a colon ("…meanwhile: reload"),
 * which i18next would otherwise read as a namespace, and the translation would never be found.
 */
export function useErrorText(...own: ErrorKeys[]): ErrorText {
  const lookups = [...own, ...SHARED];
  const namespaces = [...new Set(lookups.map((keys) => split(typeof keys === 'string' ? keys : keys[0]).ns))];
  const { t, i18n } = useTranslation(namespaces);

  const translate = (text: string): string => {
    for (const keys of lookups) {
      const { ns, path } = split(typeof keys === 'string' ? keys : keys[0]);
      const name = typeof keys === 'string' ? text : Object.keys(keys[1]).find((key) => keys[1][key] === text);
      if (name === undefined) continue;
      const key = `${path}.${name}`;
      if (i18n.exists(key, { ns, nsSeparator: false })) return t(key, { ns, nsSeparator: false });
    }
    return text;
  };

  return ((error: ReactNode) => (typeof error === 'string' && error !== '' ? translate(error) : error)) as ErrorText;
}
