import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PARTY_CAPACITIES,
  PARTY_ROLES,
  type CaseConflict,
  type CaseDetail,
  type ConflictCheckState,
  type ConflictHit,
  type Contact,
  type Party,
  type PartyCapacity,
  type PartyRole,
  type PowerOfAttorney,
} from '@mizan/contracts';
import { IconAlertTriangle, IconLinkOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { Ltr } from '@/components/ltr';
import { useSessionUser } from '@/lib/session';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { mayChangeCase } from './case-details-shared';
import { SkeletonRows, TabQueryStates } from './case-tab-shared';
import { ConflictHitsList } from './conflict-check-panel';
import { ContactPicker } from './contact-picker';
import { casePartiesQuery, useAddParty, useRemoveParty, useUpdateParty, useWaiveConflict } from './parties.api';
import { PowerPicker } from './power-picker';
import { casePowersQuery, useLinkPower, useUnlinkPower } from './powers.api';

const CONFLICT_COLORS: Record<ConflictCheckState, string> = {
  notChecked: 'gray',
  clear: 'success',
  conflict: 'error',
  waived: 'warning',
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The hits recorded on the case (its `conflictCheckResult`), when they are there. */
function recordedHits(detail: CaseDetail): ConflictHit[] {
  const hits = detail.conflictCheckResult?.hits;
  return Array.isArray(hits) ? (hits as ConflictHit[]) : [];
}

/** Runs a save, then toasts `success`, or the failure (never throws). */
function useSaveWithToasts() {
  const { t } = useTranslation('legal-cases');
  return async (save: () => Promise<unknown>, success: string) => {
    try {
      await save();
      notifications.show({
        color: 'success',
        message: success,
      });
    } catch (failure) {
      notifications.show({
        color: 'error',
        title: t('toasts.saveFailed'),
        message: errorMessage(failure),
      });
    }
  };
}

/** A table row's destructive icon button (remove a party, unlink a power). */
function RowActionCell({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Table.Td>
      <ActionIcon variant="subtle" color="error" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Table.Td>
  );
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

function AddPartyForm({
  caseId,
  onDone,
  onConflict,
}: {
  caseId: number;
  onDone: () => void;
  onConflict: (conflict: CaseConflict) => void;
}) {
  const { t } = useTranslation('legal-cases');
  const [contact, setContact] = useState<Contact | null>(null);
  const [role, setRole] = useState<PartyRole>('opponent');
  const [capacity, setCapacity] = useState<PartyCapacity>('defendant');
  const [error, setError] = useState<string | undefined>();
  const add = useAddParty(caseId);
  const submit = async () => {
    if (!contact) {
      setError(t('validation.required'));
      return;
    }
    try {
      const result = await add.mutateAsync({
        contactId: contact.id,
        role,
        capacity,
      });
      if (result.conflictCheck) onConflict(result.conflictCheck);
      notifications.show({ color: 'success', message: t('toasts.partyAdded') });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <ContactPicker
          label={t('partyFields.contact')}
          required
          value={contact}
          error={error}
          onChange={(next) => {
            setContact(next);
            setError(undefined);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('partyFields.role')}
            allowDeselect={false}
            data={PARTY_ROLES.map((value) => ({
              value,
              label: t(`role.${value}`),
            }))}
            value={role}
            onChange={(value) => {
              if (!value) return;
              setRole(value as PartyRole);
              setCapacity(value === 'client' ? 'plaintiff' : value === 'opponent' ? 'defendant' : 'other');
            }}
          />
          <Select
            label={t('partyFields.capacity')}
            allowDeselect={false}
            data={PARTY_CAPACITIES.map((value) => ({
              value,
              label: t(`capacity.${value}`),
            }))}
            value={capacity}
            onChange={(value) => value && setCapacity(value as PartyCapacity)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={add.isPending}>
            {t('formPage.addThisParty')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ConflictSection({
  caseId,
  state,
  hits,
  canUpdate,
  onWaived,
}: {
  caseId: number;
  state: ConflictCheckState;
  hits: ConflictHit[];
  canUpdate: boolean;
  onWaived: (conflict: CaseConflict) => void;
}) {
  const { t } = useTranslation('legal-cases');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const waive = useWaiveConflict(caseId);
  const submit = async () => {
    if (!note.trim()) {
      setError(t('validation.waiveNeedsNote'));
      return;
    }
    try {
      onWaived(await waive.mutateAsync(note.trim()));
      notifications.show({ color: 'success', message: t('conflict.waived') });
      setNote('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('fields.conflictCheck')}
        </Text>
        <Badge variant="light" color={CONFLICT_COLORS[state]} data-testid="conflict-state">
          {t(`conflict.${state}`)}
        </Badge>
      </Group>
      {state === 'conflict' && (
        <Alert
          color="error"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('warnings.conflictTitle')}
        >
          <Stack gap="sm">
            {hits.length > 0 && <ConflictHitsList hits={hits} />}
            {canUpdate && (
              <>
                <Textarea
                  label={t('wizard.waiveNote')}
                  required
                  autosize
                  minRows={2}
                  value={note}
                  error={error}
                  onChange={(event) => {
                    setNote(event.currentTarget.value);
                    setError(undefined);
                  }}
                />
                <Group>
                  <Button color="warning" onClick={() => void submit()} loading={waive.isPending}>
                    {t('wizard.waiveConflict')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

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

function PowersSection({ caseId, canUpdate }: { caseId: number; canUpdate: boolean }) {
  const { t } = useTranslation('legal-cases');
  const powers = useQuery(casePowersQuery(caseId));
  const link = useLinkPower(caseId);
  const unlink = useUnlinkPower(caseId);
  const [unlinking, setUnlinking] = useState<PowerOfAttorney | null>(null);
  const list = powers.data?.powers ?? [];
  const saveWithToasts = useSaveWithToasts();

  const doLink = (power: PowerOfAttorney) =>
    saveWithToasts(async () => {
      await link.mutateAsync(power.id);
      await powers.refetch();
    }, t('activity.power.linked'));
  const doUnlink = async () => {
    if (!unlinking) return;
    const { id } = unlinking;
    await saveWithToasts(async () => {
      await unlink.mutateAsync(id);
      await powers.refetch();
    }, t('activity.power.unlinked'));
    setUnlinking(null);
  };

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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('poaFields.number')}</Table.Th>
                  <Table.Th>{t('poaFields.type')}</Table.Th>
                  <Table.Th>{t('poaFields.issuer')}</Table.Th>
                  <Table.Th>{t('poaFields.principal')}</Table.Th>
                  <Table.Th>{t('poaFields.expiresAt')}</Table.Th>
                  <Table.Th>{t('poaFields.status')}</Table.Th>
                  {canUpdate && <Table.Th aria-label={t('columns.actions')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
                        onClick={() => setUnlinking(power)}
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
        opened={unlinking !== null}
        title={t('formPage.unlinkPowerTitle')}
        message={t('formPage.unlinkPowerText', {
          number: unlinking?.number ?? '',
        })}
        confirmLabel={t('formPage.unlinkPower')}
        loading={unlink.isPending}
        onClose={() => setUnlinking(null)}
        onConfirm={() => void doUnlink()}
      />
    </Stack>
  );
}
