import { TagsInput, type TagsInputProps } from '@mantine/core';
import type { EmailListResponse } from '@mizan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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

/**
 * An address field: typed addresses become tags (Enter, comma, space or leaving the field); known addresses are
 * suggested once something is typed, not as soon as the field is focused.
 */
export function AddressField({ known, ...props }: TagsInputProps & { known: string[] }) {
  const [search, setSearch] = useState('');
  return (
    <TagsInput
      {...props}
      data={search.trim() ? known : []}
      searchValue={search}
      onSearchChange={setSearch}
      splitChars={[',', ';', ' ']}
      acceptValueOnBlur
      clearable
    />
  );
}
