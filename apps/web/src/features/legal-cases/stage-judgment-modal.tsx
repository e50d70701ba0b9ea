import { Button, Checkbox, Group, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseStage } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api';
import { DetailsForm, useWriteErrorToast } from './case-details-shared';
import { LegalDatesProvider, PlainDateInput } from './date-inputs';
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

/** الحكم of a stage: number, date, type, summary, amount, deed number, final; a non-final one starts the appeal deadline. */
export function StageJudgmentModal({ caseId, currency, stage, onClose }: StageJudgmentModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <FormModal
      opened={stage !== null}
      onClose={onClose}
      title={stage?.judgment ? t('detailsPage.editJudgment') : t('actions.recordJudgment')}
    >
      {stage && <JudgmentForm caseId={caseId} currency={currency} stage={stage} onClose={onClose} />}
    </FormModal>
  );
}

type Field = 'number' | 'date' | 'type' | 'summary' | 'amount' | 'deedNumber';

function JudgmentForm({
  caseId,
  currency,
  stage,
  onClose,
}: {
  caseId: number;
  currency: string;
  stage: CaseStage;
  onClose: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  const record = useRecordJudgment(caseId);
  const writeError = useWriteErrorToast(caseId);
  const judgment = stage.judgment;
  const [number, setNumber] = useState(judgment?.number ?? '');
  const [date, setDate] = useState<string | null>(judgment?.date ?? null);
  const [type, setType] = useState(judgment?.type ?? '');
  const [summary, setSummary] = useState(judgment?.summary ?? '');
  const [amount, setAmount] = useState(judgment?.amount ?? '');
  const [deedNumber, setDeedNumber] = useState(judgment?.deedNumber ?? '');
  const [final, setFinal] = useState(judgment?.final ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!date) found.date = t('validation.required');
    const money = toAscii(amount.trim()).replace(/[,٬]/g, '');
    if (money && !MONEY.test(money)) found.amount = t('validation.invalidAmount');
    setErrors(found);
    if (!date || Object.keys(found).length > 0) return;
    record.mutate(
      {
        stageId: stage.id,
        body: {
          number: number.trim(),
          date,
          type: type.trim(),
          summary: summary.trim(),
          amount: money ? money.replace('٫', '.') : null,
          deedNumber: deedNumber.trim(),
          final,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('detailsPage.judgmentSaved') });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const fields: Partial<Record<Field, string>> = {};
            for (const field of ['number', 'date', 'type', 'summary', 'amount', 'deedNumber'] as const) {
              const message = error.fieldError(field);
              if (message) fields[field] = message;
            }
            if (Object.keys(fields).length > 0) {
              setErrors(fields);
              return;
            }
          }
          writeError(error);
        },
      },
    );
  };

  return (
    <LegalDatesProvider>
      <DetailsForm onSubmit={submit}>
        <Text size="sm" c="dimmed">
          {t(`stageType.${stage.type}`)}
          {stage.courtName ? ` — ${stage.courtName}` : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('stageFields.judgmentNumber')}
            dir="ltr"
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
            error={errors.number}
            maxLength={100}
          />
          <PlainDateInput
            label={t('stageFields.judgmentDate')}
            required
            value={date}
            onChange={setDate}
            error={errors.date}
          />
          <TextInput
            label={t('stageFields.judgmentType')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
            error={errors.type}
            maxLength={200}
          />
          <TextInput
            label={t('stageFields.deedNumber')}
            dir="ltr"
            value={deedNumber}
            onChange={(event) => setDeedNumber(event.currentTarget.value)}
            error={errors.deedNumber}
            maxLength={100}
          />
        </SimpleGrid>
        <Textarea
          label={t('stageFields.judgmentSummary')}
          autosize
          minRows={3}
          maxLength={5000}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
          error={errors.summary}
        />
        <TextInput
          label={t('stageFields.judgmentAmount')}
          dir="ltr"
          inputMode="decimal"
          rightSection={
            <Text size="xs" c="dimmed">
              {currency}
            </Text>
          }
          rightSectionWidth={48}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amount}
        />
        <Checkbox
          label={t('stageFields.judgmentFinal')}
          checked={final}
          onChange={(event) => setFinal(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </DetailsForm>
    </LegalDatesProvider>
  );
}
