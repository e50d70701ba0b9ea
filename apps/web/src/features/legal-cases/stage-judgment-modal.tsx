import { Checkbox, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CaseStage } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useWriteErrorToast } from './case-details-shared';
import { PlainDateInput } from '@/components/date-inputs';
import { CaseDialogForm } from './case-dialog-form';
import { useRecordJudgment } from './stages.api';

export interface StageJudgmentModalProps {
  caseId: number;
  currency: string;
  /** The stage whose judgment is recorded or corrected; null keeps the dialog closed. */
  stage: CaseStage | null;
  onClose: () => void;
}

const MONEY = /^\d{1,12}([.٫]\d{1,2})?$/;
const toAscii = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));
/** The amount as typed, in ASCII digits and without thousands separators ("١٬٢٥٠٫٥" → "1250٫5"). */
const moneyOf = (amount: string) => toAscii(amount.trim()).replace(/[,٬]/g, '');

/** الحكم of a stage: number, date, type, summary, amount, deed number, final; a non-final one starts the appeal deadline. */
export function StageJudgmentModal({ caseId, currency, stage, onClose }: StageJudgmentModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <CaseDialogForm
      opened={stage !== null}
      onClose={onClose}

      title={stage?.judgment ? t('detailsPage.editJudgment') : t('actions.recordJudgment')}
    >
      {stage && <JudgmentForm key={stage.id} caseId={caseId} currency={currency} stage={stage} onSaved={onClose} />}
    </CaseDialogForm>
  );
}

const FIELDS = ['number', 'date', 'type', 'summary', 'amount', 'deedNumber'] as const;

function JudgmentForm({
  caseId,
  currency,
  stage,
  onSaved,
}: {
  caseId: number;
  currency: string;
  stage: CaseStage;
  onSaved: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const record = useRecordJudgment(caseId);
  const writeError = useWriteErrorToast(caseId);
  const judgment = stage.judgment;
  const form = useForm({
    initialValues: {
      number: judgment?.number ?? '',
      date: judgment?.date ?? (null as string | null),
      type: judgment?.type ?? '',
      summary: judgment?.summary ?? '',
      amount: judgment?.amount ?? '',
      deedNumber: judgment?.deedNumber ?? '',
      final: judgment?.final ?? false,
    },
    validate: {
      date: (date) => (date ? null : t('validation.required')),
      amount: (amount) => {
        const money = moneyOf(amount);
        return money && !MONEY.test(money) ? t('validation.invalidAmount') : null;
      },
    },
  });

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    const money = moneyOf(values.amount);
    try {
      await record.mutateAsync({
        stageId: stage.id,
        body: {
          number: values.number.trim(),
          date: values.date!,
          type: values.type.trim(),
          summary: values.summary.trim(),
          amount: money ? money.replace('٫', '.') : null,
          deedNumber: values.deedNumber.trim(),
          final: values.final,
        },
      });
      notifications.show({ color: 'success', message: t('detailsPage.judgmentSaved') });
      onSaved();
    } catch (error) {
      if (!setFieldErrors(form, error, FIELDS, errorText)) writeError(error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Text size="sm" c="dimmed">
        {t(`stageType.${stage.type}`)}
        {stage.courtName ? ` — ${stage.courtName}` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...form.getInputProps('number')}
          label={t('stageFields.judgmentNumber')}
          dir="ltr"
          maxLength={100}
        />
        <PlainDateInput {...form.getInputProps('date')} label={t('stageFields.judgmentDate')} required />
        <TextInput {...form.getInputProps('type')} label={t('stageFields.judgmentType')} maxLength={200} />
        <TextInput
          {...form.getInputProps('deedNumber')}
          label={t('stageFields.deedNumber')}
          dir="ltr"
          maxLength={100}
        />
      </SimpleGrid>
      <Textarea
        {...form.getInputProps('summary')}
        label={t('stageFields.judgmentSummary')}
        autosize
        minRows={3}
        maxLength={5000}
      />
      <TextInput
        {...form.getInputProps('amount')}
        label={t('stageFields.judgmentAmount')}
        dir="ltr"
        inputMode="decimal"
        rightSection={
          <Text size="xs" c="dimmed">
            {currency}
          </Text>
        }
        rightSectionWidth={48}
      />
      <Checkbox {...form.getInputProps('final', { type: 'checkbox' })} label={t('stageFields.judgmentFinal')} />
      <FormActions submitLabel={t('actions.save')} loading={record.isPending} />
    </DialogFormBody>
  );
}
