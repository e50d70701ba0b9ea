import { Select, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
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

/** The contract's checks of a draft (Saudi profile), and the form's own: a name, a valid e-mail, a type for an ID. */
function draftErrors(draft: Draft, t: TFunction<'legal-cases'>): FormErrors {
  const body = contactBodyOf(draft);
  const found: FormErrors = {};
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
  return found;
}

/** "New contact": a person (four-part Arabic name), an organisation or a government body. */
export function ContactFormModal({ opened, onClose, onCreated, initialName = '' }: ContactFormModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('partyFields.newContact')}>
      <ContactForm initialName={initialName} onCreated={onCreated} />
    </DialogForm>
  );
}

function ContactForm({ initialName, onCreated }: { initialName: string; onCreated: (contact: Contact) => void }) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const create = useCreateContact();
  const form = useForm<Draft>({ initialValues: emptyDraft(initialName), validate: (draft) => draftErrors(draft, t) });
  const { errors } = form;
  const isPerson = form.values.kind === 'person';
  /** A name error shows under the name parts of a person, else under the name. */
  const nameError = errors.nameAr;

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    try {
      onCreated(await create.mutateAsync(contactBodyOf(form.getValues())));
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        form.setErrors(
          Object.fromEntries(
            Object.entries(error.body.errors).map(([field, messages]) => [field, errorText(messages[0] ?? '')]),
          ),
        );
      } else {
        form.setErrors({ form: errorText(error instanceof Error ? error.message : String(error)) });
      }
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Select
        {...form.getInputProps('kind')}
        label={t('partyFields.kind')}
        data={CONTACT_KINDS.map((kind) => ({ value: kind, label: t(`contactKind.${kind}`) }))}
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
                {...form.getInputProps(`nameParts.${index}`)}
                label={t(`formPage.nameParts.${part}`)}
                dir="rtl"
                required
                // The message is shown once, below the four parts; the last part is marked.
                error={index === 3 && nameError ? ' ' : undefined}
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
        <TextInput {...form.getInputProps('nameAr')} label={t('partyFields.nameAr')} dir="rtl" required />
      )}
      <TextInput {...form.getInputProps('nameEn')} label={t('partyFields.nameEn')} dir="ltr" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          {...form.getInputProps('idType')}
          label={t('partyFields.idType')}
          clearable
          data={ID_TYPES.map((type) => ({ value: type, label: t(`idType.${type}`) }))}
        />
        <TextInput
          {...form.getInputProps('idNumber')}
          label={t('partyFields.idNumber')}
          dir="ltr"
          inputMode="numeric"
          description={t('validation.digitsHint')}
        />
        {!isPerson && (
          <TextInput
            {...form.getInputProps('commercialRegistration')}
            label={t('partyFields.commercialRegistration')}
            dir="ltr"
            inputMode="numeric"
          />
        )}
        <TextInput {...form.getInputProps('phone')} label={t('partyFields.phone')} dir="ltr" type="tel" />
        <TextInput {...form.getInputProps('email')} label={t('partyFields.email')} dir="ltr" type="email" />
      </SimpleGrid>
      <Textarea {...form.getInputProps('address')} label={t('partyFields.address')} autosize minRows={1} />
      <TagsInput {...form.getInputProps('aliases')} label={t('partyFields.aliases')} />
      {errors.form && (
        <Text size="sm" c="error" role="alert">
          {errors.form}
        </Text>
      )}
      <FormActions submitLabel={t('formPage.saveContact')} loading={create.isPending} />
    </DialogFormBody>
  );
}
