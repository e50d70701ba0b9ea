import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CaseDetail, CaseFee, CaseFeeTotals, FeeEntryKind } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { Ltr } from '@/components/ltr';
import { useOfficeTime } from '@/lib/office-time-hooks';
import {
  AddButton,
  DeleteRowAction,
  SkeletonRows,
  TabCard,
  TabEmpty,
  TabQueryStates,
  tabRights,
  useConfirmedDelete,
} from './case-tab-shared';
import { CaseInvoiceButton } from './case-invoice-button';
import { FeeFormModal } from './fee-form-modal';
import { caseFeesQuery, formatAmount, useDeleteCaseFee } from './fees.api';

const KIND_COLOR: Record<FeeEntryKind, string> = { agreement: 'primary', payment: 'success', expense: 'warning' };

/** الأتعاب: totals (agreed, paid, expenses, balance) from the server, and the entries. */
export function CaseFeesTab({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const fees = useQuery(caseFeesQuery(detail.id));
  const deletion = useConfirmedDelete<CaseFee>(useDeleteCaseFee(detail.id), t('tabsPage.fees.deleted'));
  const [adding, setAdding] = useState(false);
  const { canCreate, canDelete } = tabRights(detail);
  const money = (amount: string) => `${formatAmount(amount, i18n.language)} ${detail.currency}`;

  return (
    <TabCard
      title={t('tabs.fees')}
      action={
        <Group gap="xs" wrap="wrap">
          <CaseInvoiceButton caseId={detail.id} money={money} />
          {canCreate && <AddButton onClick={() => setAdding(true)}>{t('actions.addFee')}</AddButton>}
        </Group>
      }
      dialogs={
        <>
          <FeeFormModal
            caseId={detail.id}
            currency={detail.currency}
            opened={adding}
            onClose={() => setAdding(false)}
          />
          <ConfirmModal
            {...deletion.modal}
            title={t('tabsPage.fees.deleteTitle')}
            message={
              deletion.deleting
                ? t('tabsPage.fees.deleteText', {
                    kind: t(`feeKind.${deletion.deleting.kind}`),
                    amount: money(deletion.deleting.amount),
                    date: time.date(deletion.deleting.occurredOn, 'medium'),
                  })
                : ''
            }
          />
        </>
      }
    >
      <TabQueryStates
        query={fees}
        loading={
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <SkeletonRows count={4} height={72} />
            </SimpleGrid>
            <SkeletonRows count={2} height={56} />
          </>
        }
        loadError={t('tabsPage.fees.loadError')}
      >
        {(data) => (
          <>
            <Totals totals={data.totals} money={money} />
            {data.entries.length === 0 ? (
              <TabEmpty>{t('empty.fees')}</TabEmpty>
            ) : (
              <Stack gap="xs" component="section" aria-label={t('tabsPage.fees.entries')}>
                {data.entries.map((entry) => (
                  <Paper withBorder radius="md" p="sm" key={entry.id} data-testid={`fee-${entry.id}`}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Stack gap={4} flex={1} miw={0}>
                        <Group gap="xs" wrap="wrap">
                          <Badge variant="light" color={KIND_COLOR[entry.kind]}>
                            {t(`feeKind.${entry.kind}`)}
                          </Badge>
                          <Text fw={600}>
                            <Ltr>{money(entry.amount)}</Ltr>
                          </Text>
                          <Text size="sm" c="dimmed">
                            {time.date(entry.occurredOn, 'medium')}
                          </Text>
                        </Group>
                        {entry.description && (
                          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                            {entry.description}
                          </Text>
                        )}
                      </Stack>
                      {canDelete && (
                        <DeleteRowAction label={t('tabsPage.fees.deleteLabel')} onClick={() => deletion.ask(entry)} />
                      )}
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </>
        )}
      </TabQueryStates>
    </TabCard>
  );
}

function Totals({ totals, money }: { totals: CaseFeeTotals; money: (amount: string) => string }) {
  const { t } = useTranslation('legal-cases');
  const negative = totals.balance.startsWith('-');
  const owed = !negative && /[1-9]/.test(totals.balance);
  const cards = [
    { key: 'agreed', label: t('feeFields.agreed'), value: totals.agreed, color: undefined },
    { key: 'paid', label: t('feeFields.paid'), value: totals.paid, color: 'success' },
    { key: 'expenses', label: t('feeFields.expenses'), value: totals.expenses, color: undefined },
    {
      key: 'balance',
      label: t('feeFields.balance'),
      value: totals.balance,
      color: owed ? 'error' : 'success',
      hint: t('tabsPage.fees.balanceHint'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="sm" data-testid={`fee-total-${card.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          <Text fw={700} fz={{ base: 'md', sm: 'lg' }} c={card.color} style={{ overflowWrap: 'anywhere' }}>
            <Ltr>{money(card.value)}</Ltr>
          </Text>
          {card.hint && (
            <Text size="xs" c="dimmed">
              {card.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
