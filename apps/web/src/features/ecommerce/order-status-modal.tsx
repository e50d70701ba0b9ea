import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderDetail, OrderStatus } from '@mizan/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useOrderErrorText } from './order-shared';
import { orderDetailQuery, useOrderStatusChange } from './orders.api';

export interface OrderStatusModalProps {
  detail: OrderDetail;
  /** The status to move to; null keeps the dialog closed. */
  to: OrderStatus | null;
  onClose: () => void;
}

/** "Move to …": an optional note, sent with the version the page shows (a stale one is refused with 409). */
export function OrderStatusModal({ detail, to, onClose }: OrderStatusModalProps) {
  const { t } = useTranslation('ecommerce');
  return (
    <Modal
      opened={to !== null}
      onClose={onClose}
      centered
      title={to ? t('orderDetails.moveTitle', { status: t(`orderStatus.${to}`) }) : ''}
    >
      {to && <StatusForm key={to} detail={detail} to={to} onClose={onClose} />}
    </Modal>
  );
}

function StatusForm({ detail, to, onClose }: { detail: OrderDetail; to: OrderStatus; onClose: () => void }) {
  const { t } = useTranslation('ecommerce');
  const errorText = useOrderErrorText();
  const queryClient = useQueryClient();
  const change = useOrderStatusChange(detail.order);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ stale: boolean; message: string } | null>(null);

  const submit = () => {
    setProblem(null);
    change.mutate(
      { status: to, note: note.trim(), version: detail.version },
      {
        onSuccess: () => {
          notifications.show({
            color: 'success',
            message: t('orderDetails.moved', { number: detail.order, status: t(`orderStatus.${to}`) }),
          });
          onClose();
        },
        onError: (error) =>
          setProblem({ stale: error instanceof ApiError && error.status === 409, message: errorText(error) }),
      },
    );
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: orderDetailQuery(detail.order).queryKey });
    onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('orderDetails.moveMessage', { number: detail.order, status: t(`orderStatus.${to}`) })}</Text>
        <Textarea
          label={t('orderDetails.note')}
          description={t('orderDetails.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
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
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={reload}
                >
                  {t('common.reload')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={problem?.stale}>
            {t('orderDetails.moveTo', { status: t(`orderStatus.${to}`) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
