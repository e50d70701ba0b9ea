import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';

/** The e-mail field of the sign-in pages: label, keyboard, autofill and a translated error. */
export function EmailInput({ error, ...props }: TextInputProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      withAsterisk={false}
      {...props}
      error={errorText(error)}
    />
  );
}
