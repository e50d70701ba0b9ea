import { Alert, Anchor, Checkbox, List, Loader, Stack, Text, Textarea, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ConflictHit } from '@mizan/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { checkConflicts } from './contacts.api';
import { legalCasesKeys } from './legal-cases.api';

export type ConflictStatus = 'idle' | 'checking' | 'clear' | 'hits' | 'error';

/**
 * The live conflict check of the proposed clients and opponents: debounced, nothing saved. `idle` until there is
 * someone on both sides to compare with the office's other cases.
 */
export function useLiveConflictCheck(clientIds: number[], opponentIds: number[], excludeCaseId?: number) {
  const key = JSON.stringify([clientIds, opponentIds]);
  const [debouncedKey] = useDebouncedValue(key, 400);
  const [clients, opponents] = JSON.parse(debouncedKey) as [number[], number[]];
  const enabled = clients.length + opponents.length > 0;
  const query = useQuery({
    queryKey: legalCasesKeys.shared('conflict-check', { clients, opponents, excludeCaseId }),
    queryFn: ({ signal }) =>
      checkConflicts(
        {
          clients: clients.map((contactId) => ({ contactId })),
          opponents: opponents.map((contactId) => ({ contactId })),
          excludeCaseId,
        },
        signal,
      ),
    enabled,
    staleTime: 30_000,
  });
  const hits = query.data?.hits ?? [];
  let status: ConflictStatus;
  if (clientIds.length + opponentIds.length === 0) status = 'idle';
  else if (key !== debouncedKey || query.isFetching || query.isPending) status = query.isError ? 'error' : 'checking';
  else if (query.isError) status = 'error';
  else status = hits.length > 0 ? 'hits' : 'clear';
  return { status, hits: status === 'hits' ? hits : [] };
}

/** The hits: who, as what, in which case (opens in a new tab). */
export function ConflictHitsList({ hits }: { hits: ConflictHit[] }) {
  const { t } = useTranslation('legal-cases');
  return (
    <List size="sm" spacing={4}>
      {hits.map((hit, index) => (
        <List.Item key={`${hit.caseId}-${hit.contactId}-${index}`}>
          {t('formPage.conflictHit', {
            name: hit.name,
            asRole: t(`role.${hit.asRole}`),
            roleThere: t(`role.${hit.roleThere}`),
          })}{' '}
          <Anchor href={`/legal-cases/${hit.caseId}`} target="_blank" rel="noopener noreferrer">
            <Ltr>{hit.fileNumber}</Ltr> — {hit.title}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** The red box of a conflict of interest: its title, then `children` (the hits, the waiver). */
export function ConflictAlert({ children }: { children: ReactNode }) {
  const { t } = useTranslation('legal-cases');
  return (
    <Alert
      color="error"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('warnings.conflictTitle')}
    >
      <Stack gap="sm">{children}</Stack>
    </Alert>
  );
}

/** Why a conflict is waived: required with the waiver. */
export function WaiveNoteInput({
  value,
  error,
  onChange,
}: {
  value: string;
  error: ReactNode;
  onChange: (note: string) => void;
}) {
  const { t } = useTranslation('legal-cases');
  return (
    <Textarea
      label={t('wizard.waiveNote')}
      required
      autosize
      minRows={2}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export interface ConflictCheckPanelProps {
  status: ConflictStatus;
  hits: ConflictHit[];
  waived: boolean;
  note: string;
  onWaivedChange: (waived: boolean) => void;
  onNoteChange: (note: string) => void;
  noteError?: string;
}

/** "Checking…", "no conflict", or the hits with "waive" and its note. */
export function ConflictCheckPanel({
  status,
  hits,
  waived,
  note,
  onWaivedChange,
  onNoteChange,
  noteError,
}: ConflictCheckPanelProps) {
  const { t } = useTranslation('legal-cases');
  if (status === 'idle') return null;
  if (status === 'checking')
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('wizard.checkingConflicts')}
        </Text>
      </Group>
    );
  if (status === 'error')
    return (
      <Alert color="warning" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
        {t('formPage.conflictCheckFailed')}
      </Alert>
    );
  if (status === 'clear')
    return (
      <Alert color="success" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
        {t('wizard.conflictClear')}
      </Alert>
    );
  return (
    <ConflictAlert>
      <ConflictHitsList hits={hits} />
      <Checkbox
        label={t('wizard.waiveConflict')}
        checked={waived}
        onChange={(event) => onWaivedChange(event.currentTarget.checked)}
      />
      {waived && <WaiveNoteInput value={note} error={noteError} onChange={onNoteChange} />}
    </ConflictAlert>
  );
}
