import type { KanbanCaseRef } from '@mizan/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/router-links';
import { kanbanCasesQuery } from './kanban.api';

/** The server looks for cases from two letters on. */
const MIN_SEARCH = 2;

const caseLabel = (found: KanbanCaseRef) => `${found.fileNumber} · ${found.title}`;

export interface KanbanCaseFieldProps extends Pick<SelectProps, 'error' | 'readOnly' | 'onBlur' | 'onFocus'> {
  /** The case linked now (as the card was read), for its label before any search. */
  linked: KanbanCaseRef | null;
  value?: string | null;
  onChange: (value: string | null) => void;
}

/** A card's legal case: searched among the cases the user may open (file number, title, parties), with a link to it. */
export function KanbanCaseField({ linked, value, onChange, ...field }: KanbanCaseFieldProps) {
  const { t } = useTranslation('kanban');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    ...kanbanCasesQuery(q),
    enabled: q.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
  });
  const options = new Map<string, string>();
  if (linked) options.set(String(linked.id), caseLabel(linked));
  for (const item of found.data?.cases ?? []) options.set(String(item.id), caseLabel(item));

  return (
    <Select
      {...field}
      label={t('drawer.case')}
      placeholder={t('drawer.casePlaceholder')}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value ?? null}
      onChange={onChange}
      searchable
      clearable
      filter={({ options: all }) => all} // the server searched already (Arabic letters folded, parties too)
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={q.length < MIN_SEARCH ? t('drawer.caseTypeMore') : t('drawer.noCase')}
      description={
        linked && value === String(linked.id) ? (
          <AnchorLink to="/legal-cases/$id" params={{ id: String(linked.id) }} size="xs">
            {t('drawer.openCase')}
          </AnchorLink>
        ) : undefined
      }
    />
  );
}
