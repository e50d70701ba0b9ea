import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PAYMENT_LABELS, type OrderDetail, type OrderStatus, type PaymentCode } from '@mizan/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { ApiError } from '@/lib/api';
import { useOrderErrorText } from './order-shared';
import { orderDetailQuery, useOrderStatusChange } from './orders.api';

/** What the dialog changes: the order's status (forward) or its payment status. */
export type OrderChange = { status: OrderStatus } | { payment: PaymentCode };

export interface OrderStatusModalProps {
  detail: OrderDetail;
  /** The change to confirm; null keeps the dialog closed. */
  change: OrderChange | null;
  onClose: () => void;
}

/** The words of a change: the dialog's title, its message, its button and the toast once done. */
function useChangeText(detail: OrderDetail) {
  const { t } = useTranslation('ecommerce');
  const payment = (code: PaymentCode) => t(`payment.${PAYMENT_LABELS[code]}`);
  return (change: OrderChange) => {
    if ('status' in change) {
      const status = t(`orderStatus.${change.status}`);
      return {
        title: t('orderDetails.moveTitle', { status }),
        message: t('orderDetails.moveMessage', { number: detail.order, status }),
        submit: t('orderDetails.moveTo', { status }),
        done: t('orderDetails.moved', { number: detail.order, status }),
      };
    }
    const to = payment(change.payment);
    return {
      title: t('orderPayment.title', { payment: to }),
      message: t('orderPayment.message', { number: detail.order, from: payment(detail.payment), to }),
      submit: t('orderPayment.markAs', { payment: to }),
      done: t('orderPayment.changed', { number: detail.order, payment: to }),
    };
  };
}

/**
 * "Move to …" or "Mark the payment as …": an optional note, sent with the version the page shows (a stale one is
 * refused with 409). Both go through the order's status call.
 */
export function OrderStatusModal({ detail, change, onClose }: OrderStatusModalProps) {
  const text = useChangeText(detail);
  return (
    <DialogForm opened={change !== null} onClose={onClose} size="md" title={change ? text(change).title : ''}>
      {change && <ChangeForm key={JSON.stringify(change)} detail={detail} change={change} onDone={onClose} />}
    </DialogForm>
  );
}

function ChangeForm({ detail, change, onDone }: { detail: OrderDetail; change: OrderChange; onDone: () => void }) {
  const { t } = useTranslation('ecommerce');
  const errorText = useOrderErrorText();
  const text = useChangeText(detail)(change);
  const queryClient = useQueryClient();
  const send = useOrderStatusChange(detail.order);
  const form = useForm({ initialValues: { note: '' } });
  const [problem, setProblem] = useState<{ stale: boolean; message: string } | null>(null);

  const submit = async () => {
    setProblem(null);
    try {
      await send.mutateAsync({ ...change, note: form.getValues().note.trim(), version: detail.version });
      notifications.show({ color: 'success', message: text.done });
      onDone();
    } catch (error) {
      setProblem({ stale: error instanceof ApiError && error.status === 409, message: errorText(error as Error) });
    }
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: orderDetailQuery(detail.order).queryKey });
    onDone();
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Text size="sm">{text.message}</Text>
      <Textarea
        {...form.getInputProps('note')}
        label={t('orderDetails.note')}
        description={t('orderDetails.noteHint')}
        maxLength={500}
        autosize
        minRows={2}
        maxRows={6}
        data-autofocus
      />
      {problem && (
        <Alert
          color={problem.stale ? 'warning' : 'error'}
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problem.message}</Text>
            {problem.stale && (
              <Button size="xs" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={reload}>
                {t('common.reload')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <FormActions submitLabel={text.submit} loading={send.isPending} disabled={problem?.stale} />
    </DialogFormBody>
  );
}
