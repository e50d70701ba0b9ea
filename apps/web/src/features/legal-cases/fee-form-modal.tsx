import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FEE_ENTRY_KINDS, feeAmountSchema, type FeeEntryKind } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { PlainDateInput } from '@/components/date-inputs';
import { CaseDialogForm } from './case-dialog-form';
import { useCreateCaseFee } from './fees.api';

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Add an agreement, a payment or an expense. The amount is sent as the text typed (exact, never a float). */
export function FeeFormModal({
  caseId,
  currency,
  opened,
  onClose,
}: {
  caseId: number;
  currency: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  return (
    <CaseDialogForm opened={opened} onClose={onClose} title={t('tabsPage.fees.addTitle')}>
      <FeeForm caseId={caseId} currency={currency} onSaved={onClose} />
    </CaseDialogForm>
  );
}

interface FeeValues {
  kind: FeeEntryKind;
  amount: string;
  occurredOn: string | null;
  description: string;
}

const FIELDS = ['kind', 'amount', 'occurredOn', 'description'] as const;

function FeeForm({ caseId, currency, onSaved }: { caseId: number; currency: string; onSaved: () => void }) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const create = useCreateCaseFee(caseId);
  const form = useForm<FeeValues>({
    initialValues: { kind: 'payment', amount: '', occurredOn: today(), description: '' },
    validate: {
      amount: (amount) => (feeAmountSchema.safeParse(amount).success ? null : t('validation.invalidFeeAmount')),
      occurredOn: (occurredOn) => (occurredOn ? null : t('tabsPage.fees.dateRequired')),
    },
  });

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { kind, amount, occurredOn, description } = form.getValues();
    try {
      await create.mutateAsync({
        kind,
        amount: amount.trim(),
        occurredOn: occurredOn!,
        description: description.trim(),
      });
      notifications.show({ color: 'success', message: t('toasts.feeSaved') });
      onSaved();
    } catch (error) {
      setFieldErrors(form, error, FIELDS, errorText);
      notifications.show({
        color: 'error',
        title: t('toasts.saveFailed'),
        message: errorText((error as Error).message),
      });
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Select
        {...form.getInputProps('kind')}
        label={t('feeFields.kind')}
        required
        data={FEE_ENTRY_KINDS.map((value) => ({ value, label: t(`feeKind.${value}`) }))}
        allowDeselect={false}
      />
      <TextInput
        {...form.getInputProps('amount')}
        label={t('feeFields.amount')}
        description={t('tabsPage.fees.amountHint')}
        required
        inputMode="decimal"
        dir="ltr"
        rightSection={<span>{currency}</span>}
        rightSectionWidth={56}
        data-autofocus
      />
      <PlainDateInput {...form.getInputProps('occurredOn')} label={t('feeFields.date')} required />
      <Textarea
        {...form.getInputProps('description')}
        label={t('feeFields.description')}
        autosize
        minRows={2}
        maxLength={500}
      />
      <FormActions submitLabel={t('actions.save')} loading={create.isPending} />
    </DialogFormBody>
  );
}
