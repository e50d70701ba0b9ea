import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { type PowerOfAttorney } from '@mizan/contracts';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { Ltr } from '@/components/ltr';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { SkeletonRows, TabQueryStates } from './case-tab-shared';
import { PowerPicker } from './power-picker';
import { casePowersQuery, useLinkPower, useUnlinkPower } from './powers.api';
import { RowActionCell, SectionTable, useConfirmedRemoval, useSaveWithToasts } from './case-parties-shared';

function PowerStatus({ power }: { power: PowerOfAttorney }) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  if (!power.expiresAt) return <Text size="sm">—</Text>;
  const days = time.daysFromToday(power.expiresAt);
  return (
    <Stack gap={2}>
      <Text size="sm">{time.date(power.expiresAt)}</Text>
      {days !== null &&
        (days < 0 ? (
          <Badge size="xs" color="error" variant="light">
            {t('poaStatus.expired')}
          </Badge>
        ) : (
          <Badge size="xs" color={days <= 30 ? 'warning' : 'gray'} variant="light">
            {time.relativeDays(power.expiresAt)}
          </Badge>
        ))}
    </Stack>
  );
}

/** The powers of attorney the case relies on: link one, unlink one after confirming. */
export function PowersSection({ caseId, canUpdate }: { caseId: number; canUpdate: boolean }) {
  const { t } = useTranslation('legal-cases');
  const powers = useQuery(casePowersQuery(caseId));
  const link = useLinkPower(caseId);
  const unlink = useUnlinkPower(caseId);
  const list = powers.data?.powers ?? [];
  const saveWithToasts = useSaveWithToasts();

  const doLink = (power: PowerOfAttorney) =>
    saveWithToasts(async () => {
      await link.mutateAsync(power.id);
      await powers.refetch();
    }, t('activity.power.linked'));
  const unlinking = useConfirmedRemoval<PowerOfAttorney>(
    ({ id }) =>
      saveWithToasts(async () => {
        await unlink.mutateAsync(id);
        await powers.refetch();
      }, t('activity.power.unlinked')),
    unlink.isPending,
  );

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('formPage.powersTitle')}
      </Title>
      {canUpdate && (
        <PowerPicker
          label={t('wizard.existingPoa')}
          excludeIds={list.map((power) => power.id)}
          onPick={(power) => void doLink(power)}
          disabled={link.isPending}
        />
      )}
      <TabQueryStates
        query={powers}
        loading={<SkeletonRows count={2} height={36} />}
        loadError={t('formPage.powersError')}
        empty={t('empty.powers')}
        isEmpty={(data) => data.powers.length === 0}
      >
        {() => (
          <SectionTable
            minWidth={640}
            withActions={canUpdate}
            headings={[
              t('poaFields.number'),
              t('poaFields.type'),
              t('poaFields.issuer'),
              t('poaFields.principal'),
              t('poaFields.expiresAt'),
              t('poaFields.status'),
            ]}
          >
            {list.map((power) => (
              <Table.Tr key={power.id}>
                <Table.Td>
                  <Ltr>{power.number}</Ltr>
                </Table.Td>
                <Table.Td>{t(`poaType.${power.type}`)}</Table.Td>
                <Table.Td>{power.issuer || '—'}</Table.Td>
                <Table.Td miw={160}>{power.principal.nameAr}</Table.Td>
                <Table.Td>
                  <PowerStatus power={power} />
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={power.status === 'valid' ? 'success' : power.status === 'expired' ? 'error' : 'gray'}
                  >
                    {t(`poaStatus.${power.status}`)}
                  </Badge>
                </Table.Td>
                {canUpdate && (
                  <RowActionCell
                    label={`${t('formPage.unlinkPower')} – ${power.number}`}
                    icon={<IconLinkOff size={18} aria-hidden />}
                    onClick={() => unlinking.ask(power)}
                  />
                )}
              </Table.Tr>
            ))}
          </SectionTable>
        )}
      </TabQueryStates>
      <ConfirmModal
        {...unlinking.modal}
        title={t('formPage.unlinkPowerTitle')}
        message={t('formPage.unlinkPowerText', { number: unlinking.item?.number ?? '' })}
        confirmLabel={t('formPage.unlinkPower')}
      />
    </Stack>
  );
}
