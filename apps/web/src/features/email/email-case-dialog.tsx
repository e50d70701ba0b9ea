import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { ApiError, api } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { emailKeys } from './email.api';

interface CaseRef {
  id: number;
  fileNumber: string;
  title: string;
}

export interface EmailCaseDialogProps {
  emailId: number;
  caseId: number | null;
  opened: boolean;
  onClose: () => void;
}

/** Files the email's conversation to a legal case the reader may open (`PUT /api/apps/email/{id}/case`), or takes it off. */
export function EmailCaseDialog({ emailId, caseId, opened, onClose }: EmailCaseDialogProps) {
  const { t } = useTranslation('email');
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('case.title')} size="md">
      <CaseForm emailId={emailId} caseId={caseId} onSaved={onClose} />
    </DialogForm>
  );
}

function CaseForm({ emailId, caseId, onSaved }: { emailId: number; caseId: number | null; onSaved: () => void }) {
  const { t } = useTranslation('email');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [value, setValue] = useState<string | null>(caseId === null ? null : String(caseId));
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  const [error, setError] = useState<string | undefined>();
  // Every case seen stays an option, so the one picked keeps its label while the search shows others.
  const [seen] = useState(() => new Map<string, string>());
  if (caseId !== null && !seen.has(String(caseId))) seen.set(String(caseId), t('case.current', { id: caseId }));
  // The box shows the picked case's label once chosen: that is no search.
  const q = value !== null && typed === (seen.get(value) ?? '') ? '' : typed;
  const cases = useQuery({
    queryKey: [...emailKeys.all, 'cases', q],
    queryFn: ({ signal }) =>
      api<{ cases: CaseRef[] }>('/legal-cases', { query: { q: q || undefined, itemsPerPage: 10 }, signal }),
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (next: number | null) =>
      api<{ ids: number[]; caseId: number | null }>(`/apps/email/${emailId}/case`, {
        method: 'PUT',
        body: { caseId: next },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
  for (const row of cases.data?.cases ?? []) seen.set(String(row.id), `${row.fileNumber} — ${row.title}`);
  const shown = new Set((cases.data?.cases ?? []).map((row) => String(row.id)));
  if (value !== null) shown.add(value);
  const options = [...seen].filter(([id]) => shown.has(id)).map(([id, label]) => ({ value: id, label }));
  const submit = async () => {
    const next = value === null ? null : Number(value);
    try {
      await save.mutateAsync(next);
      notifications.show({ message: next === null ? t('case.removed') : t('case.filed') });
      onSaved();
    } catch (failure) {
      setError(
        errorText(
          failure instanceof ApiError ? (failure.fieldError('caseId') ?? failure.message) : undefined,
        ) as string,
      );
    }
  };
  return (
    <DialogFormBody onSubmit={submit} unsaved={value !== (caseId === null ? null : String(caseId))}>
      <Select
        label={t('case.label')}
        placeholder={t('case.placeholder')}
        data={options}
        value={value}
        onChange={setValue}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={cases.isFetching ? t('case.searching') : t('case.none')}
        error={error}
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      <FormActions submitLabel={t('case.save')} loading={save.isPending} />
    </DialogFormBody>
  );
}
