import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Field errors arrive in English, from the shared zod schemas or from the server (spec §8 texts). The text is
 * the translation key: `common:serverErrors.<text>`, else `auth:validation.<text>`, else the text itself.
 * Namespaces are passed apart (`nsSeparator: false`): a text holding a colon would otherwise be read as a
 * namespace, and its translation never found.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: ReactNode): ReactNode =>
    typeof error === 'string' && error !== ''
      ? t([`serverErrors.${error}`, `validation.${error}`], {
          ns: ['common', 'auth'],
          nsSeparator: false,
          defaultValue: error,
        })
      : error;
}
