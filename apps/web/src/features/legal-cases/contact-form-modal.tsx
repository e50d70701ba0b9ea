import { Button, Group, Modal, Select, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_KINDS,
  contactFieldErrors,
  ID_TYPES,
  normalizeIdNumber,
  normalizePhone,
  type Contact,
  type ContactCreateBody,
  type ContactKind,
  type IdType,
} from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useCreateContact } from './contacts.api';

const NAME_PARTS = ['first', 'father', 'grandfather', 'family'] as const;

/** The contract's contact checks (Saudi profile, as below) in the reader's words: its texts are English. */
const FIELD_MESSAGE_KEYS = {
  [CONTACT_FIELD_MESSAGES.nameArFourParts]: 'validation.nameFourParts',
  [CONTACT_FIELD_MESSAGES.nationalId]: 'validation.nationalIdSA',
  [CONTACT_FIELD_MESSAGES.iqama]: 'validation.iqamaSA',
  [CONTACT_FIELD_MESSAGES.commercialRegistration]: 'validation.commercialRegistrationSA',
  [CONTACT_FIELD_MESSAGES.phone]: 'validation.mobileSA',
} as const;

interface Draft {
  kind: ContactKind;
  nameParts: [string, string, string, string];
  nameAr: string;
  nameEn: string;
  idType: IdType | null;
  idNumber: string;
  commercialRegistration: string;
  phone: string;
  email: string;
  address: string;
  aliases: string[];
}

const emptyDraft = (name = ''): Draft => ({
  kind: 'person',
  nameParts: [name, '', '', ''],
  nameAr: name,
  nameEn: '',
  idType: null,
  idNumber: '',
  commercialRegistration: '',
  phone: '',
  email: '',
  address: '',
  aliases: [],
});

/** The contact's body from the draft: a person's four name parts joined, IDs and phones in ASCII digits. */
export function contactBodyOf(draft: Draft): ContactCreateBody {
  const nameAr =
    draft.kind === 'person'
      ? draft.nameParts
          .map((part) => part.trim())
          .filter(Boolean)
          .join(' ')
      : draft.nameAr.trim();
  return {
    kind: draft.kind,
    nameAr,
    nameEn: draft.nameEn.trim(),
    aliases: draft.aliases,
    idType: draft.idType,
    idNumber: normalizeIdNumber(draft.idNumber) || null,
    commercialRegistration: normalizeIdNumber(draft.commercialRegistration) || null,
    phone: normalizePhone(draft.phone.trim()),
    email: draft.email.trim(),
    address: draft.address.trim(),
  };
}

export interface ContactFormModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (contact: Contact) => void;
  /** What the user had typed in the search, as the start of the name. */
  initialName?: string;
}

/** "New contact": a person (four-part Arabic name), an organisation or a government body. Mount it when it opens (fresh state). */
export function ContactFormModal({ opened, onClose, onCreated, initialName = '' }: ContactFormModalProps) {
  const { t } = useTranslation('legal-cases');
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(initialName));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateContact();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const isPerson = draft.kind === 'person';
  /** A name error shows under the last name part of a person, else under the name. */
  const nameError = errors.nameAr;

  const submit = async () => {
    const body = contactBodyOf(draft);
    const found: Record<string, string> = {};
    if ((body.nameAr ?? '').length < 2) found.nameAr = t('validation.required');
    const checked = contactFieldErrors('SA', {
      kind: body.kind,
      nameAr: body.nameAr,
      idType: body.idType ?? null,
      idNumber: body.idNumber ?? null,
      commercialRegistration: body.commercialRegistration ?? null,
      phone: body.phone ?? '',
    });
    for (const [field, message] of Object.entries(checked)) {
      const key = FIELD_MESSAGE_KEYS[message as keyof typeof FIELD_MESSAGE_KEYS];
      found[field] = key ? t(key) : message;
    }
    if (body.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) found.email = t('validation.email');
    if (body.idNumber && !body.idType) found.idType = t('validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        setErrors(
          Object.fromEntries(Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? ''])),
        );
      } else {
        setErrors({ form: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('partyFields.newContact')} size="lg" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('partyFields.kind')}
            data={CONTACT_KINDS.map((kind) => ({ value: kind, label: t(`contactKind.${kind}`) }))}
            value={draft.kind}
            onChange={(kind) => kind && set('kind', kind as ContactKind)}
            allowDeselect={false}
          />
          {isPerson ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('partyFields.nameAr')}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {NAME_PARTS.map((part, index) => (
                  <TextInput
                    key={part}
                    label={t(`formPage.nameParts.${part}`)}
                    dir="rtl"
                    required
                    value={draft.nameParts[index]}
                    error={index === 3 && nameError ? ' ' : undefined}
                    onChange={(event) => {
                      const parts = [...draft.nameParts] as Draft['nameParts'];
                      parts[index] = event.currentTarget.value;
                      set('nameParts', parts);
                    }}
                  />
                ))}
              </SimpleGrid>
              {nameError && (
                <Text size="xs" c="error" role="alert">
                  {nameError}
                </Text>
              )}
            </Stack>
          ) : (
            <TextInput
              label={t('partyFields.nameAr')}
              dir="rtl"
              required
              value={draft.nameAr}
              error={nameError}
              onChange={(event) => set('nameAr', event.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('partyFields.nameEn')}
            dir="ltr"
            value={draft.nameEn}
            error={errors.nameEn}
            onChange={(event) => set('nameEn', event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('partyFields.idType')}
              clearable
              data={ID_TYPES.map((type) => ({ value: type, label: t(`idType.${type}`) }))}
              value={draft.idType}
              error={errors.idType}
              onChange={(type) => set('idType', type as IdType | null)}
            />
            <TextInput
              label={t('partyFields.idNumber')}
              dir="ltr"
              inputMode="numeric"
              description={t('validation.digitsHint')}
              value={draft.idNumber}
              error={errors.idNumber}
              onChange={(event) => set('idNumber', event.currentTarget.value)}
            />
            {!isPerson && (
              <TextInput
                label={t('partyFields.commercialRegistration')}
                dir="ltr"
                inputMode="numeric"
                value={draft.commercialRegistration}
                error={errors.commercialRegistration}
                onChange={(event) => set('commercialRegistration', event.currentTarget.value)}
              />
            )}
            <TextInput
              label={t('partyFields.phone')}
              dir="ltr"
              type="tel"
              value={draft.phone}
              error={errors.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
            />
            <TextInput
              label={t('partyFields.email')}
              dir="ltr"
              type="email"
              value={draft.email}
              error={errors.email}
              onChange={(event) => set('email', event.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label={t('partyFields.address')}
            autosize
            minRows={1}
            value={draft.address}
            error={errors.address}
            onChange={(event) => set('address', event.currentTarget.value)}
          />
          <TagsInput
            label={t('partyFields.aliases')}
            value={draft.aliases}
            error={errors.aliases}
            onChange={(aliases) => set('aliases', aliases)}
          />
          {errors.form && (
            <Text size="sm" c="error" role="alert">
              {errors.form}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('formPage.saveContact')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
