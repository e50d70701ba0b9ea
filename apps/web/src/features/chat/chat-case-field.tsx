import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatCaseSearchQuery } from './chat-groups.api';

/** The search starts from two letters. */
const MIN_SEARCH = 2;

export type ChatCaseFieldProps = Pick<
  SelectProps,
  'error' | 'onBlur' | 'onFocus' | 'value' | 'label' | 'description' | 'required'
> & {
  onChange: (value: string | null) => void;
};

/** A case the reader may open, searched by file number, title or party (the cases list answers with their rights). */
export function ChatCaseField({ onChange, ...field }: ChatCaseFieldProps) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...chatCaseSearchQuery(q), enabled: q.length >= MIN_SEARCH });
  // The chosen case keeps its label while another search answers.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.value, chosen.label);
  for (const item of found.data?.cases ?? []) options.set(String(item.id), `${item.fileNumber} — ${item.title}`);

  return (
    <Select
      {...field}
      placeholder={t('groupForm.casePlaceholder')}
      data={[...options].map(([value, label]) => ({ value, label }))}
      onChange={(value, option) => {
        setChosen(value && option ? { value, label: option.label } : null);
        onChange(value);
      }}
      searchable
      clearable
      filter={({ options: all }) => all} // the server searched already (Arabic letters folded, parties too)
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={q.length < MIN_SEARCH ? t('groupForm.caseTypeMore') : t('groupForm.noCase')}
    />
  );
}
