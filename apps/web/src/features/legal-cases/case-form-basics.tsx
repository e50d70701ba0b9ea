import { Group, MultiSelect, Select, SimpleGrid, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CASE_CATEGORIES,
  CASE_CURRENCY_DEFAULT,
  CASE_PRIORITIES,
  toAsciiDigits,
  type CaseCategory,
  type CaseDetail,
  type CaseOptions,
  type CasePriority,
} from '@mizan/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlainDateInput } from '@/components/date-inputs';

/** The basics of a case, as the create wizard's first step and the edit page hold them (text, not numbers). */
export interface CaseBasicsValues {
  fileNumber: string;
  title: string;
  category: CaseCategory | null;
  subType: string;
  priority: CasePriority;
  openedAt: string | null;
  responsibleLawyerId: string | null;
  teamIds: string[];
  teamOnly: boolean;
  claimAmount: string;
  currency: string;
  limitationDate: string | null;
  najizReference: string;
  description: string;
  legalBasis: string;
  tags: string[];
}

export const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const emptyBasics = (lawyerId: number | null): CaseBasicsValues => ({
  fileNumber: '',
  title: '',
  category: null,
  subType: '',
  priority: 'normal',
  openedAt: todayIso(),
  responsibleLawyerId: lawyerId ? String(lawyerId) : null,
  teamIds: [],
  teamOnly: false,
  claimAmount: '',
  currency: CASE_CURRENCY_DEFAULT,
  limitationDate: null,
  najizReference: '',
  description: '',
  legalBasis: '',
  tags: [],
});

export const basicsOf = (detail: CaseDetail): CaseBasicsValues => ({
  fileNumber: detail.fileNumber,
  title: detail.title,
  category: detail.category,
  subType: detail.subType,
  priority: detail.priority,
  openedAt: detail.openedAt.slice(0, 10),
  responsibleLawyerId: detail.responsibleLawyer ? String(detail.responsibleLawyer.id) : null,
  teamIds: detail.team.map((member) => String(member.id)),
  teamOnly: detail.teamOnly,
  claimAmount: detail.claimAmount ?? '',
  currency: detail.currency,
  limitationDate: detail.limitationDate ? detail.limitationDate.slice(0, 10) : null,
  najizReference: detail.najizReference,
  description: detail.description,
  legalBasis: detail.legalBasis,
  tags: detail.tags,
});

/** Money typed with Arabic-Indic digits or thousands separators, as exact decimal text ('' when empty). */
export const normalizeAmount = (text: string) =>
  toAsciiDigits(text)
    .trim()
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');

/** Field checks before Next / Save (the server checks again and answers per field). */
export function validateBasics(t: TFunction<'legal-cases'>) {
  return {
    title: (value: string) => {
      const length = value.trim().length;
      return length < 3 || length > 200 ? t('validation.titleLength') : null;
    },
    category: (value: CaseCategory | null) => (value ? null : t('validation.required')),
    openedAt: (value: string | null) => {
      if (!value) return t('validation.required');
      return value > todayIso() ? t('validation.openedAtFuture') : null;
    },
    responsibleLawyerId: (value: string | null) => (value ? null : t('validation.lawyerRequired')),
    claimAmount: (value: string) => {
      const amount = normalizeAmount(value);
      return amount === '' || /^\d{1,12}(\.\d{1,2})?$/.test(amount) ? null : t('validation.invalidAmount');
    },
    currency: (value: string) => (/^[A-Z]{3}$/.test(value.trim().toUpperCase()) ? null : t('formPage.currencyInvalid')),
    description: (value: string) => (value.length > 5000 ? t('validation.descriptionLength') : null),
  };
}

/** The server's field names are the form's; show its 400 messages on the fields. */
export const BASICS_FIELDS = [
  'fileNumber',
  'title',
  'category',
  'subType',
  'priority',
  'openedAt',
  'responsibleLawyerId',
  'teamIds',
  'teamOnly',
  'claimAmount',
  'currency',
  'limitationDate',
  'najizReference',
  'description',
  'legalBasis',
  'tags',
] as const;

const CURRENCIES = ['SAR', 'EGP', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'USD', 'EUR'];

export interface CaseFormBasicsProps {
  form: UseFormReturnType<CaseBasicsValues>;
  options: CaseOptions | undefined;
  /** Show the file number (edit page, admins only). */
  showFileNumber?: boolean;
  /** People already on the case (lawyer, team) who may no longer be in the options (inactive users). */
  people?: { id: number; fullName: string }[];
}

/** The basics fields: title, type, priority, dates, lawyer and team, money, references, description. */
export function CaseFormBasics({ form, options, showFileNumber, people = [] }: CaseFormBasicsProps) {
  const { t } = useTranslation('legal-cases');
  const known = options?.lawyers ?? [];
  const lawyers = [...known, ...people.filter((person) => !known.some((lawyer) => lawyer.id === person.id))].map(
    (lawyer) => ({
      value: String(lawyer.id),
      label: lawyer.fullName,
    }),
  );
  const currencies = CURRENCIES.includes(form.values.currency) ? CURRENCIES : [...CURRENCIES, form.values.currency];
  return (
    <Stack gap="sm">
      {showFileNumber && (
        <TextInput
          label={t('fields.fileNumber')}
          dir="ltr"
          description={t('formPage.fileNumberHint')}
          {...form.getInputProps('fileNumber')}
        />
      )}
      <TextInput label={t('fields.title')} required maxLength={200} {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('fields.category')}
          required
          data={CASE_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
          {...form.getInputProps('category')}
        />
        <TextInput label={t('fields.subType')} maxLength={200} {...form.getInputProps('subType')} />
        <Select
          label={t('fields.priority')}
          allowDeselect={false}
          data={CASE_PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
          {...form.getInputProps('priority')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PlainDateInput
          label={t('fields.openedAt')}
          required
          maxDate={todayIso()}
          clearable={false}
          value={form.values.openedAt}
          error={form.errors.openedAt}
          onChange={(value) => form.setFieldValue('openedAt', value)}
        />
        <PlainDateInput
          label={t('fields.limitationDate')}
          value={form.values.limitationDate}
          error={form.errors.limitationDate}
          onChange={(value) => form.setFieldValue('limitationDate', value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('fields.responsibleLawyer')}
          required
          searchable
          data={lawyers}
          {...form.getInputProps('responsibleLawyerId')}
        />
        <MultiSelect label={t('fields.team')} searchable data={lawyers} {...form.getInputProps('teamIds')} />
      </SimpleGrid>
      <Switch
        label={t('formPage.teamOnly')}
        description={t('formPage.teamOnlyHint')}
        {...form.getInputProps('teamOnly', { type: 'checkbox' })}
      />
      <Group grow align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('fields.claimAmount')}
          dir="ltr"
          inputMode="decimal"
          placeholder="0.00"
          description={t('validation.digitsHint')}
          {...form.getInputProps('claimAmount')}
        />
        <Select
          label={t('fields.currency')}
          allowDeselect={false}
          data={currencies}
          maw={140}
          {...form.getInputProps('currency')}
        />
      </Group>
      <TextInput
        label={t('fields.najizReference')}
        dir="ltr"
        maxLength={100}
        {...form.getInputProps('najizReference')}
      />
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
      />
      <Textarea label={t('fields.legalBasis')} autosize minRows={2} maxRows={8} {...form.getInputProps('legalBasis')} />
      <TagsInput label={t('fields.tags')} maxTags={30} {...form.getInputProps('tags')} />
    </Stack>
  );
}

/** The basics as the API takes them (create: every field). */
export function basicsBody(values: CaseBasicsValues) {
  const amount = normalizeAmount(values.claimAmount);
  return {
    title: values.title.trim(),
    category: values.category as CaseCategory,
    subType: values.subType.trim(),
    priority: values.priority,
    openedAt: values.openedAt ?? todayIso(),
    responsibleLawyerId: Number(values.responsibleLawyerId),
    teamIds: values.teamIds.map(Number),
    teamOnly: values.teamOnly,
    claimAmount: amount === '' ? null : amount,
    currency: values.currency.trim().toUpperCase(),
    limitationDate: values.limitationDate || null,
    najizReference: toAsciiDigits(values.najizReference).trim(),
    description: values.description.trim(),
    legalBasis: values.legalBasis.trim(),
    tags: values.tags,
  };
}
