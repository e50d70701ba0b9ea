import { Badge, Button, Flex, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { Contact } from '@mizan/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { ContactFormModal } from './contact-form-modal';
import { contactSearchQuery } from './contacts.api';

export interface ContactPickerProps {
  /** The field's label (also names the "new contact" button for screen readers). */
  label: string;
  value: Contact | null;
  onChange: (contact: Contact | null) => void;
  error?: ReactNode;
  required?: boolean;
  /** Offer "new contact" (a modal form) beside the search. */
  allowCreate?: boolean;
}

/** The Arabic name is the contact's name; the English one shows under it in the options. */
const contactLabel = (contact: Contact) => contact.nameAr;

/** A searchable select over the office's contacts (name, ID or phone), with "new contact" beside it. */
export function ContactPicker({ label, value, onChange, error, required, allowCreate = true }: ContactPickerProps) {
  const { t } = useTranslation('legal-cases');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [modalOpened, modal] = useDisclosure(false);
  const selectedLabel = value ? contactLabel(value) : '';
  const q = debounced === selectedLabel ? '' : debounced.trim();
  const results = useQuery(contactSearchQuery({ q: q || undefined }));
  const byId = useMemo(() => {
    const map = new Map<string, Contact>();
    for (const contact of results.data?.contacts ?? []) map.set(String(contact.id), contact);
    if (value) map.set(String(value.id), value);
    return map;
  }, [results.data, value]);
  const data = [...byId.values()].map((contact) => ({ value: String(contact.id), label: contactLabel(contact) }));

  return (
    <Flex direction={{ base: 'column', xs: 'row' }} gap="xs" align={{ base: 'stretch', xs: 'flex-end' }}>
      <Select
        style={{ flex: 1 }}
        label={label}
        placeholder={t('partyFields.searchContact')}
        required={required}
        searchable
        clearable
        data={data}
        value={value ? String(value.id) : null}
        onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={results.isFetching ? t('formPage.searching') : t('formPage.noContacts')}
        error={error}
        renderOption={({ option }) => {
          const contact = byId.get(option.value);
          if (!contact) return option.label;
          return (
            <Stack gap={2}>
              <Text size="sm">{contact.nameAr}</Text>
              {contact.nameEn && (
                <Text size="xs" c="dimmed" dir="ltr" ta="start">
                  {contact.nameEn}
                </Text>
              )}
              <Group gap={6}>
                <Badge size="xs" variant="light">
                  {t(`contactKind.${contact.kind}`)}
                </Badge>
                {(contact.idNumber ?? contact.commercialRegistration) && (
                  <Text size="xs" c="dimmed">
                    <Ltr>{contact.idNumber ?? contact.commercialRegistration}</Ltr>
                  </Text>
                )}
                {contact.phone && (
                  <Text size="xs" c="dimmed">
                    <Ltr>{contact.phone}</Ltr>
                  </Text>
                )}
              </Group>
            </Stack>
          );
        }}
      />
      {allowCreate && (
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={modal.open}
          aria-label={`${t('partyFields.newContact')} – ${label}`}
          mb={error ? 22 : 0}
        >
          {t('partyFields.newContact')}
        </Button>
      )}
      {allowCreate && modalOpened && (
        <ContactFormModal
          opened
          onClose={modal.close}
          initialName={search !== selectedLabel ? search : ''}
          onCreated={(contact) => {
            onChange(contact);
            modal.close();
          }}
        />
      )}
    </Flex>
  );
}
