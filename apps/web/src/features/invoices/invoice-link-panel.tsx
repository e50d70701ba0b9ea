import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InvoiceDetail } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useCreateInvoiceLink, useRevokeInvoiceLink } from './invoice-preview.api';
import { useWriteFailed } from './invoice-preview-errors';

/**
 * The invoice's public link: made (or fetched, the same until revoked) when the dialog opens, shown to copy;
 * revoking asks first, and the old link then answers 404.
 */
export function InvoiceLinkModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const create = useCreateInvoiceLink(invoice.id);
  const revoke = useRevokeInvoiceLink(invoice.id);
  const failed = useWriteFailed();
  const [asking, setAsking] = useState(false);
  const url = create.data ? new URL(`/api/public/invoice/${create.data.token}/pdf`, window.location.origin).href : '';

  const make = () => create.mutate(undefined, { onError: failed });
  const doRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('link.revoked') });
        create.reset();
        setAsking(false);
        onClose();
      },
      onError: failed,
    });

  return (
    <>
      <Modal opened={opened && !asking} onClose={onClose} title={t('link.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('link.explain')}</Text>
          {url ? (
            <>
              <TextInput
                label={t('link.url')}
                value={url}
                readOnly
                dir="ltr"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Group justify="space-between" gap="sm">
                <Button variant="subtle" color="error" onClick={() => setAsking(true)}>
                  {t('link.revoke')}
                </Button>
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button onClick={copy} color={copied ? 'success' : undefined}>
                      {copied ? t('link.copied') : t('link.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </>
          ) : (
            <Group justify="flex-end">
              <Button onClick={make} loading={create.isPending} data-autofocus>
                {t('link.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>
      <ConfirmModal
        opened={opened && asking}
        title={t('link.revokeTitle')}
        message={t('link.revokeMessage')}
        confirmLabel={t('link.revoke')}
        loading={revoke.isPending}
        onConfirm={doRevoke}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
