import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { fieldErrors } from './api';

/**
 * A form's failed save: when the server names any of `fields`, their messages go under them (as sent; the form
 * translates its errors as it shows them); anything else is a toast titled `title`, in the reader's language.
 */
export function reportSaveFailure<F extends string>(
  form: { setErrors: (errors: Partial<Record<F, string>>) => void },
  error: unknown,
  fields: readonly F[],
  title: string,
  errorText: (text: string | undefined) => ReactNode,
) {
  const found = fieldErrors(error, fields);
  if (found) form.setErrors(found);
  else notifications.show({ color: 'error', title, message: errorText((error as Error).message) });
}
