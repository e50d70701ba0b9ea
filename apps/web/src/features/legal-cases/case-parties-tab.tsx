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
import { RowActionCell, useSaveWithToasts } from './case-parties-shared';
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
  const [removing, setRemoving] = useState<Party | null>(null);
  const updateParty = useUpdateParty(caseId);
  const removeParty = useRemoveParty(caseId);
  const saveWithToasts = useSaveWithToasts();

  const change = (party: Party, body: { role?: PartyRole; capacity?: PartyCapacity }) =>
    saveWithToasts(async () => {
      const result = await updateParty.mutateAsync({ partyId: party.id, body });
      if (result.conflictCheck) onConflict(result.conflictCheck);
    }, t('formPage.partyUpdated'));

  const remove = async () => {
    if (!removing) return;
    await saveWithToasts(() => removeParty.mutateAsync(removing.id), t('toasts.partyRemoved'));
    setRemoving(null);
  };

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
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('partyFields.role')}</Table.Th>
                  <Table.Th>{t('partyFields.contact')}</Table.Th>
                  <Table.Th>{t('partyFields.kind')}</Table.Th>
                  <Table.Th>{t('partyFields.idNumber')}</Table.Th>
                  <Table.Th>{t('partyFields.phone')}</Table.Th>
                  <Table.Th>{t('partyFields.capacity')}</Table.Th>
                  {canUpdate && <Table.Th aria-label={t('columns.actions')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inRoleOrder(data.parties).map((party) => (
                  <Table.Tr key={party.id}>
                    <Table.Td>
                      {canUpdate ? (
                        <Select
                          size="xs"
                          w={150}
                          aria-label={`${t('partyFields.role')} – ${party.contact.nameAr}`}
                          allowDeselect={false}
                          data={PARTY_ROLES.map((role) => ({
                            value: role,
                            label: t(`role.${role}`),
                          }))}
                          value={party.role}
                          onChange={(role) =>
                            role && role !== party.role && void change(party, { role: role as PartyRole })
                          }
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
                        <Select
                          size="xs"
                          w={170}
                          aria-label={`${t('partyFields.capacity')} – ${party.contact.nameAr}`}
                          allowDeselect={false}
                          data={PARTY_CAPACITIES.map((capacity) => ({
                            value: capacity,
                            label: t(`capacity.${capacity}`),
                          }))}
                          value={party.capacity}
                          onChange={(capacity) =>
                            capacity &&
                            capacity !== party.capacity &&
                            void change(party, {
                              capacity: capacity as PartyCapacity,
                            })
                          }
                        />
                      ) : (
                        t(`capacity.${party.capacity}`)
                      )}
                    </Table.Td>
                    {canUpdate && (
                      <RowActionCell
                        label={`${t('formPage.removeParty')} – ${party.contact.nameAr}`}
                        icon={<IconTrash size={18} aria-hidden />}
                        onClick={() => setRemoving(party)}
                      />
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </TabQueryStates>
      <ConfirmModal
        opened={removing !== null}
        title={t('formPage.removePartyTitle')}
        message={t('formPage.removePartyText', {
          name: removing?.contact.nameAr ?? '',
        })}
        confirmLabel={t('formPage.removeParty')}
        loading={removeParty.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
