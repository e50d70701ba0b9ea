import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { POA_TYPES, toAsciiDigits, type Contact, type PoaType, type PowerOfAttorney } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { ContactPicker } from './contact-picker';
import { PlainDateInput } from './date-inputs';
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
  const [draft, setDraft] = useState<PowerDraft>(() => emptyPower(defaultPrincipal));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePower();
  const set = <K extends keyof PowerDraft>(key: K, value: PowerDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const found: Record<string, string> = {};
    const number = toAsciiDigits(draft.number).trim();
    if (!number) found.number = t('validation.required');
    if (!draft.issuedAt) found.issuedAt = t('validation.required');
    if (!draft.type) found.type = t('validation.required');
    if (!draft.principal) found.principalContactId = t('validation.required');
    if (draft.issuedAt && draft.expiresAt && draft.expiresAt < draft.issuedAt)
      found.expiresAt = t('validation.expiryBeforeIssue');
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.principal || !draft.issuedAt || !draft.type) return;
    try {
      onCreated(
        await create.mutateAsync({
          number,
          issuer: draft.issuer.trim(),
          issuedAt: draft.issuedAt,
          expiresAt: draft.expiresAt,
          type: draft.type,
          scope: draft.scope.trim(),
          principalContactId: draft.principal.id,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        setErrors(
          Object.fromEntries(Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? ''])),
        );
      } else {
        setErrors({ number: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('poaFields.number')}
          required
          dir="ltr"
          value={draft.number}
          error={errors.number}
          onChange={(event) => set('number', event.currentTarget.value)}
        />
        <Autocomplete
          label={t('poaFields.issuer')}
          data={[t('poaFields.issuerNotary'), t('poaFields.issuerNajiz')]}
          value={draft.issuer}
          error={errors.issuer}
          onChange={(issuer) => set('issuer', issuer)}
        />
        <PlainDateInput
          label={t('poaFields.issuedAt')}
          required
          value={draft.issuedAt}
          error={errors.issuedAt}
          onChange={(value) => set('issuedAt', value)}
        />
        <PlainDateInput
          label={t('poaFields.expiresAt')}
          value={draft.expiresAt}
          error={errors.expiresAt}
          onChange={(value) => set('expiresAt', value)}
        />
        <Select
          label={t('poaFields.type')}
          required
          allowDeselect={false}
          data={POA_TYPES.map((type) => ({ value: type, label: t(`poaType.${type}`) }))}
          value={draft.type}
          error={errors.type}
          onChange={(type) => set('type', type as PoaType | null)}
        />
      </SimpleGrid>
      <ContactPicker
        label={t('poaFields.principal')}
        required
        value={draft.principal}
        error={errors.principalContactId}
        onChange={(principal) => set('principal', principal)}
      />
      <Textarea
        label={t('poaFields.scope')}
        autosize
        minRows={2}
        value={draft.scope}
        error={errors.scope}
        onChange={(event) => set('scope', event.currentTarget.value)}
      />
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
