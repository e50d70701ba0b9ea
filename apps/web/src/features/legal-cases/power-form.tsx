import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { POA_TYPES, toAsciiDigits, type Contact, type PoaType, type PowerOfAttorney } from '@mizan/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { ContactPicker } from './contact-picker';
import { PlainDateInput } from '@/components/date-inputs';
import { useCreatePower } from './powers.api';

interface PowerDraft {
  number: string;
  issuer: string;
  issuedAt: string | null;
  expiresAt: string | null;
  type: PoaType | null;
  principal: Contact | null;
  scope: string;
}

const emptyPower = (principal: Contact | null): PowerDraft => ({
  number: '',
  issuer: '',
  issuedAt: null,
  expiresAt: null,
  type: 'litigation',
  principal,
  scope: '',
});

export interface PowerFormProps {
  /** The first client, proposed as the principal. */
  defaultPrincipal: Contact | null;
  onCreated: (power: PowerOfAttorney) => void;
  onCancel: () => void;
}

/** A new power of attorney, typed inline (no nested <form>: it sits inside other forms). */
export function PowerForm({ defaultPrincipal, onCreated, onCancel }: PowerFormProps) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const root = useRef<HTMLDivElement>(null);
  const create = useCreatePower();
  const form = useForm<PowerDraft>({
    initialValues: emptyPower(defaultPrincipal),
    validate: {
      number: (number) => (toAsciiDigits(number).trim() ? null : t('validation.required')),
      issuedAt: (issuedAt) => (issuedAt ? null : t('validation.required')),
      type: (type) => (type ? null : t('validation.required')),
      principal: (principal) => (principal ? null : t('validation.required')),
      expiresAt: (expiresAt, { issuedAt }) =>
        issuedAt && expiresAt && expiresAt < issuedAt ? t('validation.expiryBeforeIssue') : null,
    },
  });
  const { values, errors } = form;

  const save = async () => {
    if (form.validate().hasErrors) return focusFirstInvalid(root.current);
    try {
      onCreated(
        await create.mutateAsync({
          number: toAsciiDigits(values.number).trim(),
          issuer: values.issuer.trim(),
          issuedAt: values.issuedAt!,
          expiresAt: values.expiresAt,
          type: values.type!,
          scope: values.scope.trim(),
          principalContactId: values.principal!.id,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        const { principalContactId, ...fields } = error.body.errors;
        form.setErrors({
          ...Object.fromEntries(
            Object.entries(fields).map(([field, messages]) => [field, errorText(messages[0] ?? '')]),
          ),
          principal: errorText(principalContactId?.[0]),
        });
      } else {
        form.setErrors({ number: errorText(error instanceof Error ? error.message : String(error)) });
      }
      focusFirstInvalid(root.current);
    }
  };

  return (
    <Stack gap="sm" ref={root}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...form.getInputProps('number')} label={t('poaFields.number')} required dir="ltr" />
        <Autocomplete
          {...form.getInputProps('issuer')}
          label={t('poaFields.issuer')}
          data={[t('poaFields.issuerNotary'), t('poaFields.issuerNajiz')]}
        />
        <PlainDateInput {...form.getInputProps('issuedAt')} label={t('poaFields.issuedAt')} required />
        <PlainDateInput {...form.getInputProps('expiresAt')} label={t('poaFields.expiresAt')} />
        <Select
          {...form.getInputProps('type')}
          label={t('poaFields.type')}
          required
          allowDeselect={false}
          data={POA_TYPES.map((type) => ({ value: type, label: t(`poaType.${type}`) }))}
        />
      </SimpleGrid>
      <ContactPicker
        label={t('poaFields.principal')}
        required
        value={values.principal}
        error={errors.principal}
        onChange={(principal) => form.setFieldValue('principal', principal)}
      />
      <Textarea {...form.getInputProps('scope')} label={t('poaFields.scope')} autosize minRows={2} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={create.isPending}>
          {t('formPage.savePower')}
        </Button>
      </Group>
    </Stack>
  );
}
