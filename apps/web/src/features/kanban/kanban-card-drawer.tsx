import { KANBAN_TEXT, type KanbanItem } from '@mizan/contracts';
import { Divider, Textarea, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { OfficeDatesProvider, PlainDateInput } from '@/components/date-inputs';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { PeopleMultiSelect } from '@/components/people-multi-select';
import { StaleAlert } from '@/components/stale-alert';
import { ApiError, setFieldErrors } from '@/lib/api';
import { kanbanMembersQuery, useKanbanWrites } from './kanban.api';
import { KanbanCaseField } from './kanban-case-field';
import { KanbanAttachments } from './kanban-attachments';
import { KanbanComments } from './kanban-comments';
import { useKanbanErrorText } from './kanban-text';

export interface KanbanCardDrawerProps {
  /** The card opened (from the URL's `item`), or undefined when none is. */
  item: KanbanItem | undefined;
  kanbanId: number | undefined;
  canEdit: boolean;
  onClose: () => void;
  /** Fetches the kanban again (after a 409), so the form starts over from what is stored. */
  onReload: () => Promise<unknown>;
}

/** A card's details at the inline end: its fields (saved with its version), its comment thread, its deletion. */
export function KanbanCardDrawer({ item, kanbanId, canEdit, onClose, onReload }: KanbanCardDrawerProps) {
  const { t } = useTranslation('kanban');
  return (
    <DialogForm opened={item !== undefined} onClose={onClose} title={t('drawer.title')} variant="drawer" size="md">
      {item && (
        <OfficeDatesProvider>
          {/* Keyed by version: after a reload the form starts from what is stored. */}
          <CardForm
            key={`${item.id}-${item.version}`}
            item={item}
            kanbanId={kanbanId}
            canEdit={canEdit}
            onSaved={onClose}
            onReload={onReload}
          />
          <Divider my="lg" />
          <KanbanAttachments itemId={item.id} kanbanId={kanbanId} canEdit={canEdit} />
          <Divider my="lg" />
          <KanbanComments itemId={item.id} kanbanId={kanbanId} canComment={canEdit} />
        </OfficeDatesProvider>
      )}
    </DialogForm>
  );
}

interface CardFormProps {
  item: KanbanItem;
  kanbanId: number | undefined;
  canEdit: boolean;
  onSaved: () => void;
  onReload: () => Promise<unknown>;
}

function CardForm({ item, kanbanId, canEdit, onSaved, onReload }: CardFormProps) {
  const { t } = useTranslation('kanban');
  const errorText = useKanbanErrorText();
  const writes = useKanbanWrites(kanbanId);
  const members = useQuery(kanbanMembersQuery());
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm({
    initialValues: {
      title: item.title,
      dueDate: item.dueDate,
      labels: item.labels,
      memberIds: item.members.map((member) => String(member.id)),
      comments: item.comments,
      caseId: item.caseId === null ? null : String(item.caseId),
    },
    validate: {
      title: (value) => (value.trim() ? null : errorText(KANBAN_TEXT.itemTitle)),
      labels: (value) =>
        value.length > 10 || value.some((label) => label.length > 30) ? errorText(KANBAN_TEXT.label) : null,
    },
  });

  // The members offered: the office's users, and those already on the card should the list not have come.
  const people = [...new Map([...item.members, ...(members.data?.members ?? [])].map((m) => [m.id, m])).values()];

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    try {
      await writes.updateCard.mutateAsync({
        id: item.id,
        title: values.title.trim(),
        dueDate: values.dueDate || null,
        labels: values.labels,
        memberIds: values.memberIds.map(Number),
        comments: values.comments,
        caseId: values.caseId === null ? null : Number(values.caseId),
        version: item.version,
      });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return setStale(errorText(error.message));
      const shown = setFieldErrors(
        form,
        error,
        {
          title: 'item.title',
          dueDate: 'item.dueDate',
          labels: 'item.labels',
          memberIds: 'item.memberIds',
          caseId: 'item.caseId',
        },
        errorText,
      );
      if (!shown)
        notifications.show({
          color: 'error',
          message: errorText(error instanceof Error ? error.message : String(error)),
        });
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  const remove = () =>
    writes.deleteCard.mutate(item.id, {
      onSuccess: () => {
        setDeleting(false);
        onSaved();
      },
      onError: (error) => notifications.show({ color: 'error', message: errorText(error.message) }),
    });

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      {stale && (
        <StaleAlert
          title={stale}
          reloadLabel={t('drawer.reload')}
          reloading={reloading}
          onReload={() => void reload()}
          role="alert"
        />
      )}
      <TextInput
        dir="auto"
        label={t('drawer.cardTitle')}
        required
        readOnly={!canEdit}
        {...form.getInputProps('title')}
        data-autofocus
      />
      <PlainDateInput label={t('drawer.dueDate')} readOnly={!canEdit} {...form.getInputProps('dueDate')} />
      <TagsInput
        label={t('drawer.labels')}
        readOnly={!canEdit}
        maxTags={10}
        clearable
        {...form.getInputProps('labels')}
      />
      <PeopleMultiSelect
        label={t('drawer.members')}
        readOnly={!canEdit}
        people={people}
        nothingFoundMessage={t('drawer.noMember')}
        {...form.getInputProps('memberIds')}
      />
      <KanbanCaseField linked={item.case} readOnly={!canEdit} {...form.getInputProps('caseId')} />
      <Textarea
        dir="auto"
        label={t('drawer.description')}
        readOnly={!canEdit}
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('comments')}
      />
      {canEdit && (
        <FormActions
          submitLabel={t('drawer.save')}
          loading={writes.updateCard.isPending}
          disabled={stale !== null}
          onDelete={() => setDeleting(true)}
          deleteLabel={t('drawer.delete')}
        />
      )}
      <ConfirmModal
        opened={deleting}
        title={t('drawer.deleteTitle')}
        message={t('drawer.deleteText', { title: item.title })}
        confirmLabel={t('drawer.delete')}
        loading={writes.deleteCard.isPending}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
    </DialogFormBody>
  );
}
