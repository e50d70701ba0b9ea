import { Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  PARTY_CAPACITIES,
  PARTY_ROLES,
  type CaseConflict,
  type CaseDetail,
  type ConflictHit,
  type Party,
  type PartyCapacity,
  type PartyRole,
} from '@mizan/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { Ltr } from '@/components/ltr';
import { useSessionUser } from '@/lib/session';
import { mayChangeCase } from './case-details-shared';
import { SkeletonRows, TabQueryStates } from './case-tab-shared';
import { casePartiesQuery, useRemoveParty, useUpdateParty } from './parties.api';
import { RowActionCell, SectionTable, useConfirmedRemoval, useSaveWithToasts } from './case-parties-shared';
import { ConflictSection } from './case-conflict-section';
import { AddPartyForm } from './case-party-add-form';
import { PowersSection } from './case-powers-section';

/** The hits recorded on the case (its `conflictCheckResult`), when they are there. */
function recordedHits(detail: CaseDetail): ConflictHit[] {
  const hits = detail.conflictCheckResult?.hits;
  return Array.isArray(hits) ? (hits as ConflictHit[]) : [];
}

/** The parties tab of a case: parties by role, add / change / remove, the conflict check, and the powers of attorney. */
export function CasePartiesTab({ detail }: { detail: CaseDetail }) {
  useSessionUser();
  const canUpdate = mayChangeCase(detail);
  const caseId = detail.id;
  const parties = useQuery(casePartiesQuery(caseId));
  const [conflict, setConflict] = useState<CaseConflict | null>(null);
  const state = conflict?.state ?? detail.conflictCheck;
  const hits = conflict?.hits ?? recordedHits(detail);

  return (
    <Stack gap="xl">
      <PartiesSection caseId={caseId} parties={parties} canUpdate={canUpdate} onConflict={setConflict} />
      <ConflictSection caseId={caseId} state={state} hits={hits} canUpdate={canUpdate} onWaived={setConflict} />
      <PowersSection caseId={caseId} canUpdate={canUpdate} />
    </Stack>
  );
}

/** A party's role or capacity, changed in its row; choosing the same value again sends nothing. */
function InlineSelect<V extends string>({
  width,
  label,
  options,
  value,
  onChange,
}: {
  width: number;
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Select
      size="xs"
      w={width}
      aria-label={label}
      allowDeselect={false}
      data={options}
      value={value}
      onChange={(next) => next && next !== value && onChange(next as V)}
    />
  );
}

function PartiesSection({
  caseId,
  parties,
  canUpdate,
  onConflict,
}: {
  caseId: number;
  parties: UseQueryResult<{ parties: Party[] }>;
  canUpdate: boolean;
  onConflict: (conflict: CaseConflict) => void;
}) {
  const { t } = useTranslation('legal-cases');
  const [adding, setAdding] = useState(false);
  const updateParty = useUpdateParty(caseId);
  const removeParty = useRemoveParty(caseId);
  const saveWithToasts = useSaveWithToasts();

  const change = (party: Party, body: { role?: PartyRole; capacity?: PartyCapacity }) =>
    saveWithToasts(async () => {
      const result = await updateParty.mutateAsync({ partyId: party.id, body });
      if (result.conflictCheck) onConflict(result.conflictCheck);
    }, t('formPage.partyUpdated'));

  const removal = useConfirmedRemoval<Party>(
    (party) => saveWithToasts(() => removeParty.mutateAsync(party.id), t('toasts.partyRemoved')),
    removeParty.isPending,
  );

  const inRoleOrder = (list: Party[]) => PARTY_ROLES.flatMap((role) => list.filter((party) => party.role === role));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('tabs.parties')}
        </Title>
        {canUpdate && !adding && (
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('wizard.addParty')}
          </Button>
        )}
      </Group>
      {adding && <AddPartyForm caseId={caseId} onDone={() => setAdding(false)} onConflict={onConflict} />}
      <TabQueryStates
        query={parties}
        loading={<SkeletonRows count={3} height={36} />}
        loadError={t('formPage.partiesError')}
        empty={t('empty.parties')}
        isEmpty={(data) => data.parties.length === 0}
      >
        {(data) => (
          <SectionTable
            minWidth={720}
            highlightOnHover
            withActions={canUpdate}
            headings={[
              t('partyFields.role'),
              t('partyFields.contact'),
              t('partyFields.kind'),
              t('partyFields.idNumber'),
              t('partyFields.phone'),
              t('partyFields.capacity'),
            ]}
          >
            {inRoleOrder(data.parties).map((party) => (
              <Table.Tr key={party.id}>
                <Table.Td>
                  {canUpdate ? (
                    <InlineSelect
                      width={150}
                      label={`${t('partyFields.role')} – ${party.contact.nameAr}`}
                      options={PARTY_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
                      value={party.role}
                      onChange={(role) => void change(party, { role })}
                    />
                  ) : (
                    <Badge
                      variant="light"
                      color={party.role === 'client' ? 'primary' : party.role === 'opponent' ? 'error' : 'gray'}
                    >
                      {t(`role.${party.role}`)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td miw={200}>
                  <Text size="sm" fw={500}>
                    {party.contact.nameAr}
                  </Text>
                  {party.contact.nameEn && (
                    <Text size="xs" c="dimmed" dir="ltr" ta="start">
                      {party.contact.nameEn}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`contactKind.${party.contact.kind}`)}</Table.Td>
                <Table.Td>{party.contact.idNumber ? <Ltr>{party.contact.idNumber}</Ltr> : '—'}</Table.Td>
                <Table.Td>{party.contact.phone ? <Ltr>{party.contact.phone}</Ltr> : '—'}</Table.Td>
                <Table.Td>
                  {canUpdate ? (
                    <InlineSelect
                      width={170}
                      label={`${t('partyFields.capacity')} – ${party.contact.nameAr}`}
                      options={PARTY_CAPACITIES.map((capacity) => ({
                        value: capacity,
                        label: t(`capacity.${capacity}`),
                      }))}
                      value={party.capacity}
                      onChange={(capacity) => void change(party, { capacity })}
                    />
                  ) : (
                    t(`capacity.${party.capacity}`)
                  )}
                </Table.Td>
                {canUpdate && (
                  <RowActionCell
                    label={`${t('formPage.removeParty')} – ${party.contact.nameAr}`}
                    icon={<IconTrash size={18} aria-hidden />}
                    onClick={() => removal.ask(party)}
                  />
                )}
              </Table.Tr>
            ))}
          </SectionTable>
        )}
      </TabQueryStates>
      <ConfirmModal
        {...removal.modal}
        title={t('formPage.removePartyTitle')}
        message={t('formPage.removePartyText', { name: removal.item?.contact.nameAr ?? '' })}
        confirmLabel={t('formPage.removeParty')}
      />
    </Stack>
  );
}
