import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InvoiceDetail } from '@mizan/contracts';
import {
  IconCash,
  IconCheck,
  IconDots,
  IconFileCode,
  IconFileTypePdf,
  IconLink,
  IconMail,
  IconPencil,
  IconPrinter,
  IconReceiptRefund,
  IconSend,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ability } from '@/lib/session';
import { InvoiceCreditNoteModal } from './invoice-credit-note-modal';
import { InvoiceEmailModal } from './invoice-email-modal';
import { InvoiceLinkModal } from './invoice-link-panel';
import { InvoicePaymentModal } from './invoice-payment-modal';
import { invoicePdfHref, invoiceXmlHref, useFinalizeInvoice, useMarkInvoiceSent } from './invoice-preview.api';
import { useWriteFailed } from './invoice-preview-errors';
import { ButtonLink } from '@/components/router-links';
import { invoiceName } from './invoice-shared';

type Dialog = 'finalize' | 'payment' | 'email' | 'link' | 'credit' | null;

interface Secondary {
  key: string;
  label: string;
  icon: ReactNode;
  color?: string;
  href?: string;
  download?: boolean;
  /** Kept in the menu on every screen (the destructive one, away from a stray click). */
  menuOnly?: boolean;
  onClick?: () => void;
}

/**
 * What may be done to the invoice, by its state and the reader's rights: a draft is edited and finalized; a
 * finalized one is e-mailed, paid, marked sent, linked publicly or cancelled by a credit note; every one downloads
 * and prints. On a phone the secondary actions fold into a menu.
 */
export function InvoicePreviewActions({ invoice }: { invoice: InvoiceDetail | undefined }) {
  const { t, i18n } = useTranslation('invoices');
  const [dialog, setDialog] = useState<Dialog>(null);
  const finalize = useFinalizeInvoice(invoice?.id ?? 0);
  const markSent = useMarkInvoiceSent(invoice?.id ?? 0);
  const failed = useWriteFailed();
  const print = (
    <Button
      leftSection={<IconPrinter size={18} aria-hidden />}
      variant={invoice && invoice.finalizedAt !== null ? 'default' : 'filled'}
      onClick={() => window.print()}
      disabled={!invoice}
    >
      {t('preview.print')}
    </Button>
  );
  if (!invoice) return <Group gap="sm">{print}</Group>;

  const canUpdate = ability.can('update', 'Invoice');
  const draft = invoice.finalizedAt === null;
  const open = !draft && invoice.cancelledAt === null;
  const close = () => setDialog(null);

  const primary: ReactNode[] = [];
  const secondary: Secondary[] = [];
  if (draft && canUpdate) {
    primary.push(
      <ButtonLink
        key="edit"
        to="/apps/invoice/edit/$id"
        params={{ id: String(invoice.id) }}
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden />}
      >
        {t('form.edit')}
      </ButtonLink>,
      <Button key="finalize" leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setDialog('finalize')}>
        {t('actionsBar.finalize')}
      </Button>,
    );
  }
  if (open && canUpdate) {
    primary.push(
      <Button key="email" leftSection={<IconMail size={18} aria-hidden />} onClick={() => setDialog('email')}>
        {t('actionsBar.email')}
      </Button>,
    );
    if (Number(invoice.balanceAmount) > 0)
      primary.push(
        <Button
          key="payment"
          variant="light"
          leftSection={<IconCash size={18} aria-hidden />}
          onClick={() => setDialog('payment')}
        >
          {t('actionsBar.payment')}
        </Button>,
      );
    if (invoice.sentAt === null)
      secondary.push({
        key: 'sent',
        label: t('actionsBar.markSent'),
        icon: <IconSend size={16} aria-hidden />,
        onClick: () =>
          markSent.mutate(undefined, {
            onSuccess: () => notifications.show({ color: 'success', message: t('actionsBar.markedSent') }),
            onError: failed,
          }),
      });
  }
  if (!draft) {
    secondary.push(
      {
        key: 'pdf',
        label: t('actionsBar.pdf'),
        icon: <IconFileTypePdf size={16} aria-hidden />,
        href: invoicePdfHref(invoice.id, i18n.language),
        download: true,
      },
      {
        key: 'xml',
        label: t('actionsBar.xml'),
        icon: <IconFileCode size={16} aria-hidden />,
        href: invoiceXmlHref(invoice.id),
        download: true,
        // For the accountant's software, seldom: in the menu, so the toolbar holds on one row at 1440 px.
        menuOnly: true,
      },
    );
  }
  if (open && canUpdate) {
    secondary.push(
      {
        key: 'link',
        label: t('actionsBar.link'),
        icon: <IconLink size={16} aria-hidden />,
        onClick: () => setDialog('link'),
      },
      {
        key: 'credit',
        label: t('actionsBar.credit'),
        icon: <IconReceiptRefund size={16} aria-hidden />,
        color: 'error',
        menuOnly: true,
        onClick: () => setDialog('credit'),
      },
    );
  }

  return (
    <>
      <Group gap="sm" justify="flex-end">
        {primary}
        <Group gap="sm" visibleFrom="md">
          {secondary
            .filter((action) => !action.menuOnly)
            .map((action) => (
              <Button
                key={action.key}
                variant="default"
                color={action.color}
                c={action.color}
                leftSection={action.icon}
                onClick={action.onClick}
                loading={action.key === 'sent' && markSent.isPending}
                {...(action.href ? { component: 'a' as const, href: action.href, download: action.download } : {})}
              >
                {action.label}
              </Button>
            ))}
        </Group>
        {print}
        {secondary.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('actionsBar.more')}
                hiddenFrom={secondary.some((action) => action.menuOnly) ? undefined : 'md'}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {secondary.map((action) =>
                action.href ? (
                  <Menu.Item
                    key={action.key}
                    component="a"
                    href={action.href}
                    download={action.download}
                    leftSection={action.icon}
                    hiddenFrom={action.menuOnly ? undefined : 'md'}
                  >
                    {action.label}
                  </Menu.Item>
                ) : (
                  <Menu.Item
                    key={action.key}
                    color={action.color}
                    leftSection={action.icon}
                    onClick={action.onClick}
                    hiddenFrom={action.menuOnly ? undefined : 'md'}
                  >
                    {action.label}
                  </Menu.Item>
                ),
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>

      <ConfirmModal
        opened={dialog === 'finalize'}
        title={t('actionsBar.finalizeTitle')}
        message={t('actionsBar.finalizeMessage', { name: invoiceName(invoice) })}
        confirmLabel={t('actionsBar.finalize')}
        color="primary"
        loading={finalize.isPending}
        onConfirm={() =>
          finalize.mutate(undefined, {
            onSuccess: (done) => {
              notifications.show({ color: 'success', message: t('actionsBar.finalized', { name: invoiceName(done) }) });
              close();
            },
            onError: (error) => {
              close();
              failed(error);
            },
          })
        }
        onClose={close}
      />
      {open && canUpdate && (
        <>
          <InvoicePaymentModal invoice={invoice} opened={dialog === 'payment'} onClose={close} />
          <InvoiceEmailModal invoice={invoice} opened={dialog === 'email'} onClose={close} />
          <InvoiceLinkModal invoice={invoice} opened={dialog === 'link'} onClose={close} />
          <InvoiceCreditNoteModal invoice={invoice} opened={dialog === 'credit'} onClose={close} />
        </>
      )}
    </>
  );
}
