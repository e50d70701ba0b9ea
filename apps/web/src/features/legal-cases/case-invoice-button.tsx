import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileInvoice } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { caseUnbilledQuery, useCreateCaseInvoice } from './case-invoice.api';

/**
 * "Create invoice" on the fees tab: for a reader who may create invoices, when some agreed fee is not yet invoiced.
 * It makes a draft of what is left and opens it in the invoice editor.
 */
export function CaseInvoiceButton({ caseId, money }: { caseId: number; money: (amount: string) => string }) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const mayInvoice = ability.can('create', 'Invoice') && ability.can('read', 'Invoice');
  const unbilled = useQuery({ ...caseUnbilledQuery(caseId), enabled: mayInvoice });
  const create = useCreateCaseInvoice(caseId);
  const amount = unbilled.data?.unbilled;
  if (!mayInvoice || !amount || !/[1-9]/.test(amount)) return null;

  const onClick = () =>
    create.mutate(undefined, {
      onSuccess: ({ id }) => void navigate({ to: '/apps/invoice/edit/$id', params: { id: String(id) } }),
      onError: (error) =>
        notifications.show({
          color: 'error',
          title: t('tabsPage.fees.invoiceFailed'),
          message: errorText((error as Error).message),
        }),
    });
  return (
    <Button
      variant="light"
      leftSection={<IconFileInvoice size={16} aria-hidden />}
      loading={create.isPending}
      onClick={onClick}
      title={t('tabsPage.fees.unbilledHint', { amount: money(amount) })}
    >
      {t('tabsPage.fees.createInvoice')}
    </Button>
  );
}
