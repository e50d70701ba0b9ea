import { ActionIcon, Box, Button, Divider, Flex, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { PARTY_CAPACITIES, PARTY_ROLES, type Contact, type PartyCapacity, type PartyRole } from '@mizan/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactPicker } from './contact-picker';

/** One party row of the wizard: a contact (once picked), its role and capacity. */
export interface PartyDraft {
  key: string;
  contact: Contact | null;
  role: PartyRole;
  capacity: PartyCapacity;
}

let nextKey = 0;
export const newPartyDraft = (role: PartyRole): PartyDraft => ({
  key: `party-${++nextKey}`,
  contact: null,
  role,
  capacity: role === 'client' ? 'plaintiff' : role === 'opponent' ? 'defendant' : 'other',
});

const OTHER_ROLES = PARTY_ROLES.filter((role) => role !== 'client' && role !== 'opponent');

/** Errors of the parties step: per row key, and for the step (no client). */
export function validateParties(parties: PartyDraft[], t: (key: string) => string) {
  const rows: Record<string, string> = {};
  const seen = new Set<number>();
  for (const party of parties) {
    if (!party.contact) continue;
    if (seen.has(party.contact.id)) rows[party.key] = t('formPage.duplicateParty');
    seen.add(party.contact.id);
  }
  const hasClient = parties.some((party) => party.role === 'client' && party.contact);
  if (!hasClient) {
    const firstClient = parties.find((party) => party.role === 'client');
    if (firstClient) rows[firstClient.key] = t('validation.clientRequired');
  }
  return { rows, step: hasClient ? null : t('validation.clientRequired') };
}

export interface CaseFormPartiesProps {
  parties: PartyDraft[];
  onChange: (parties: PartyDraft[]) => void;
  errors: Record<string, string>;
  stepError: string | null;
  /** The live conflict check, under the rows. */
  conflict: ReactNode;
}

/** Step 2: clients (at least one), opponents (several) and the others, each a contact with a capacity. */
export function CaseFormParties({ parties, onChange, errors, stepError, conflict }: CaseFormPartiesProps) {
  const { t } = useTranslation('legal-cases');
  const update = (key: string, change: Partial<PartyDraft>) =>
    onChange(parties.map((party) => (party.key === key ? { ...party, ...change } : party)));
  const remove = (key: string) => onChange(parties.filter((party) => party.key !== key));
  const add = (role: PartyRole) => onChange([...parties, newPartyDraft(role)]);

  const section = (title: string, rows: PartyDraft[], addButton: ReactNode, rowLabel: (index: number) => string) => (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('empty.parties')}
        </Text>
      )}
      {rows.map((party, index) => {
        const label = rowLabel(index);
        return (
          <Paper key={party.key} withBorder p="sm" radius="md">
            <Flex direction={{ base: 'column', lg: 'row' }} gap="xs" align={{ base: 'stretch', lg: 'flex-start' }}>
              <Box style={{ flex: 2 }}>
                <ContactPicker
                  label={label}
                  required={party.role === 'client'}
                  value={party.contact}
                  error={errors[party.key]}
                  onChange={(contact) => update(party.key, { contact })}
                />
              </Box>
              <Group align="flex-end" gap="xs" wrap="nowrap" style={{ flex: 1 }}>
                {!['client', 'opponent'].includes(party.role) && (
                  <Select
                    style={{ flex: 1 }}
                    label={t('partyFields.role')}
                    aria-label={`${t('partyFields.role')} – ${label}`}
                    allowDeselect={false}
                    data={OTHER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
                    value={party.role}
                    onChange={(role) => role && update(party.key, { role: role as PartyRole })}
                  />
                )}
                <Select
                  style={{ flex: 1 }}
                  label={t('partyFields.capacity')}
                  aria-label={`${t('partyFields.capacity')} – ${label}`}
                  allowDeselect={false}
                  data={PARTY_CAPACITIES.map((capacity) => ({ value: capacity, label: t(`capacity.${capacity}`) }))}
                  value={party.capacity}
                  onChange={(capacity) => capacity && update(party.key, { capacity: capacity as PartyCapacity })}
                />
                <ActionIcon
                  variant="subtle"
                  color="error"
                  size="lg"
                  mb={2}
                  aria-label={`${t('formPage.removeRow')} – ${label}`}
                  onClick={() => remove(party.key)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Flex>
          </Paper>
        );
      })}
      <Group>{addButton}</Group>
    </Stack>
  );

  const clients = parties.filter((party) => party.role === 'client');
  const opponents = parties.filter((party) => party.role === 'opponent');
  const others = parties.filter((party) => party.role !== 'client' && party.role !== 'opponent');
  const addButton = (role: PartyRole, label: string) => (
    <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => add(role)}>
      {label}
    </Button>
  );

  return (
    <Stack gap="md">
      {section(t('fields.clients'), clients, addButton('client', t('wizard.addClient')), (index) =>
        t('formPage.rowLabel', { role: t('role.client'), number: index + 1 }),
      )}
      {stepError && (
        <Text size="sm" c="error" role="alert">
          {stepError}
        </Text>
      )}
      {section(t('fields.opponents'), opponents, addButton('opponent', t('wizard.addOpponent')), (index) =>
        t('formPage.rowLabel', { role: t('role.opponent'), number: index + 1 }),
      )}
      {conflict}
      <Divider />
      {section(t('formPage.otherParties'), others, addButton('opposingCounsel', t('wizard.addParty')), (index) =>
        t('formPage.rowLabel', { role: t('formPage.otherParty'), number: index + 1 }),
      )}
    </Stack>
  );
}
