import { type ComboboxItem, TagsInput, type TagsInputProps, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EmailListResponse } from '@mizan/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Ltr } from '@/components/ltr';
import { useSessionUser } from '@/lib/session';
import { emailKeys, emailPeopleQuery } from './email.api';

const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** Whether a typed recipient looks like an e-mail address (the server checks it again). */
export const isEmailAddress = (text: string) => ADDRESS.test(text);

/**
 * The addresses suggested as To/Cc/Bcc: the office's users, then the addresses of the mail already loaded (never the
 * writer's own), sorted.
 */
export function useKnownAddresses() {
  const client = useQueryClient();
  const me = useSessionUser()?.email.toLowerCase();
  const people = useQuery(emailPeopleQuery());
  return useMemo(() => {
    const found = new Set<string>((people.data?.people ?? []).map((person) => person.email));
    for (const [, data] of client.getQueriesData<EmailListResponse>({ queryKey: emailKeys.lists() })) {
      for (const email of data?.emails ?? []) {
        found.add(email.from.email);
        for (const address of [...email.to, ...email.cc]) found.add(address.email);
      }
    }
    return [...found].filter((address) => address.toLowerCase() !== me).sort();
  }, [client, me, people.data]);
}

/** Typing pauses this long before the office's contacts are searched. */
const SEARCH_DELAY_MS = 250;

/**
 * An address field: typed addresses become tags (Enter, comma, space or leaving the field). Once something is typed,
 * it suggests the known addresses holding it and the users and legal contacts whose name or address does (searched on
 * the server), each with its name.
 */
export function AddressField({ known, ...props }: TagsInputProps & { known: string[] }) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useQuery({ ...emailPeopleQuery(query), enabled: query.length >= 2, placeholderData: keepPreviousData });
  const nameOf = useMemo(
    () => new Map((found.data?.people ?? []).map((person) => [person.email, person.name])),
    [found.data],
  );
  const data = useMemo(
    () => (search.trim() ? [...new Set([...nameOf.keys(), ...known])] : []),
    [search, nameOf, known],
  );
  return (
    <TagsInput
      {...props}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options, search: typed }) => {
        const needle = typed.trim().toLowerCase();
        return (options as ComboboxItem[]).filter(
          (option) =>
            option.value.toLowerCase().includes(needle) ||
            (nameOf.get(option.value) ?? '').toLowerCase().includes(needle),
        );
      }}
      renderOption={({ option }) => {
        const name = nameOf.get(option.value);
        return name ? (
          <div>
            <Text size="sm" dir="auto">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              <Ltr>{option.value}</Ltr>
            </Text>
          </div>
        ) : (
          <Ltr>{option.value}</Ltr>
        );
      }}
      splitChars={[',', ';', ' ']}
      acceptValueOnBlur
      clearable
    />
  );
}
