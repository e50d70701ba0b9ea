import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';

const NOTE_MAX = 5000;

export interface NoteValues {
  body: string;
  pinned: boolean;
}

export interface NoteFormProps {
  /** The note being edited; none writes a new one (with "Pin this note"). */
  initialBody?: string;
  submitLabel: string;
  saving: boolean;
  /** Saves the trimmed note; resolves true once saved (a new note's form then empties). */
  onSave: (values: NoteValues) => Promise<boolean>;
  /** Editing only: back to the note as it was. */
  onCancel?: () => void;
}

/** A note's text, inline in the notes tab: Ctrl+Enter (⌘+Enter on a Mac) saves; an empty note is refused. */
export function NoteForm({ initialBody, submitLabel, saving, onSave, onCancel }: NoteFormProps) {
  const { t } = useTranslation('legal-cases');
  const editing = initialBody !== undefined;
  const form = useForm<NoteValues>({
    initialValues: { body: initialBody ?? '', pinned: false },
    validate: { body: (body) => (body.trim() ? null : t('tabsPage.notes.required')) },
  });

  const submit = form.onSubmit(
    async (values) => {
      if (saving) return;
      if (await onSave({ body: values.body.trim(), pinned: values.pinned })) form.reset();
    },
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
  );
  const submitOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          {...form.getInputProps('body')}
          label={t('noteFields.body')}
          placeholder={editing ? undefined : t('tabsPage.notes.placeholder')}
          description={t('tabsPage.notes.submitHint')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={NOTE_MAX}
          onKeyDown={submitOnShortcut}
          autoFocus={editing}
        />
        <Group justify={editing ? 'flex-end' : 'space-between'} wrap="wrap" gap="sm">
          {!editing && (
            <Checkbox {...form.getInputProps('pinned', { type: 'checkbox' })} label={t('tabsPage.notes.pinNew')} />
          )}
          <Group gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
