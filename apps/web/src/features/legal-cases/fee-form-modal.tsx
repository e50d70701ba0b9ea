import { Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FEE_ENTRY_KINDS, feeAmountSchema, type FeeEntryKind } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/form-modal';
import { ModalForm } from '@/components/modal-form';
import { fieldErrors } from '@/lib/api';
import { LegalDatesProvider, PlainDateInput } from './date-inputs';
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
    <FormModal opened={opened} onClose={onClose} title={t('tabsPage.fees.addTitle')}>
      <LegalDatesProvider>
        <FeeForm caseId={caseId} currency={currency} onClose={onClose} />
      </LegalDatesProvider>
    </FormModal>
  );
}

type Errors = Partial<Record<'kind' | 'amount' | 'occurredOn' | 'description', string>>;

function FeeForm({ caseId, currency, onClose }: { caseId: number; currency: string; onClose: () => void }) {
  const { t } = useTranslation('legal-cases');
  const create = useCreateCaseFee(caseId);
  const [kind, setKind] = useState<FeeEntryKind>('payment');
  const [amount, setAmount] = useState('');
  const [occurredOn, setOccurredOn] = useState<string | null>(today());
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const next: Errors = {};
    if (!feeAmountSchema.safeParse(amount).success) next.amount = t('validation.invalidAmount');
    if (!occurredOn) next.occurredOn = t('tabsPage.fees.dateRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || !occurredOn) return;
    create.mutate(
      { kind, amount: amount.trim(), occurredOn, description: description.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('toasts.feeSaved') });
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrors(error, ['kind', 'amount', 'occurredOn', 'description'] as const);
          if (fields) setErrors(fields);
          notifications.show({ color: 'error', title: t('toasts.saveFailed'), message: error.message });
        },
      },
    );
  };

  return (
    <ModalForm onSubmit={submit}>
      <Select
        label={t('feeFields.kind')}
        required
        data={FEE_ENTRY_KINDS.map((value) => ({ value, label: t(`feeKind.${value}`) }))}
        value={kind}
        onChange={(value) => value && setKind(value as FeeEntryKind)}
        allowDeselect={false}
        error={errors.kind}
      />
      <TextInput
        label={t('feeFields.amount')}
        description={t('tabsPage.fees.amountHint')}
        required
        inputMode="decimal"
        dir="ltr"
        rightSection={<span>{currency}</span>}
        rightSectionWidth={56}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={errors.amount}
        data-autofocus
      />
      <PlainDateInput
        label={t('feeFields.date')}
        required
        value={occurredOn}
        onChange={setOccurredOn}
        error={errors.occurredOn}
      />
      <Textarea
        label={t('feeFields.description')}
        autosize
        minRows={2}
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={errors.description}
      />
      <FormActions submitLabel={t('actions.save')} loading={create.isPending} onCancel={onClose} />
    </ModalForm>
  );
}
