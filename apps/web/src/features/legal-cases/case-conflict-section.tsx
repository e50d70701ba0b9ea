import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CaseConflict, type ConflictCheckState, type ConflictHit } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert, ConflictHitsList, WaiveNoteInput } from './conflict-check-panel';
import { useWaiveConflict } from './parties.api';
import { errorMessage } from './case-parties-shared';

const CONFLICT_COLORS: Record<ConflictCheckState, string> = {
  notChecked: 'gray',
  clear: 'success',
  conflict: 'error',
  waived: 'warning',
};

/** The case's conflict check: its state, what it found, and waiving a conflict with a reason. */
export function ConflictSection({
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
        <ConflictAlert>
          {hits.length > 0 && <ConflictHitsList hits={hits} />}
          {canUpdate && (
            <>
              <WaiveNoteInput
                value={note}
                error={error}
                onChange={(next) => {
                  setNote(next);
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
        </ConflictAlert>
      )}
    </Stack>
  );
}
