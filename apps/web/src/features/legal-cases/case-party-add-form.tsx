import { Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PARTY_CAPACITIES,
  PARTY_ROLES,
  type CaseConflict,
  type Contact,
  type PartyCapacity,
  type PartyRole,
} from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactPicker } from './contact-picker';
import { useAddParty } from './parties.api';
import { errorMessage } from './case-parties-shared';

/** The form under the parties table: a contact, their role and capacity (a conflict found is handed up). */
export function AddPartyForm({
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
