import { Anchor, Box, Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Email, EmailSendResponse } from '@mizan/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { RichTextField } from '@/components/rich-text-field';
import { TooltipActionIcon } from '@/components/tooltip-action-icon';
import { ApiError, setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { emailQuery } from './email.api';
import { AddressField, isEmailAddress, useKnownAddresses } from './email-address-field';
import { useDiscardDraft, useSendEmail, type ComposeFields } from './email-compose.api';
import type { ComposeSeed } from './email-compose-seed';
import { AttachFilesButton, ComposerAttachments, useComposerAttachments } from './email-composer-attachments';
import { useDraftAutosave } from './email-draft-autosave';

interface Values {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
}

export interface EmailComposerProps {
  seed: ComposeSeed;
  onClose: () => void;
  /** The message left: the page offers "Undo" during its hold. */
  onSent?: (sent: EmailSendResponse) => void;
}

/** The composer, in a dialog: addresses, subject, rich text, attachments; saved as a draft while typing. */
export function EmailComposer({ seed, onClose, onSent }: EmailComposerProps) {
  const { t } = useTranslation('email');
  // "Load theirs" (the draft was changed in another window) starts the form again from the draft as stored.
  const [loaded, setLoaded] = useState<{ seed: ComposeSeed; generation: number }>({ seed, generation: 0 });
  const title = seed.draft
    ? t('compose.draftTitle')
    : seed.kind === 'forward'
      ? t('compose.forwardTitle')
      : seed.kind
        ? t('compose.replyTitle')
        : t('compose.title');
  return (
    <DialogForm opened onClose={onClose} title={title} size="xl">
      <ComposerForm
        key={loaded.generation}
        seed={loaded.seed}
        onClose={onClose}
        onSent={onSent}
        onReload={(draft) => setLoaded((current) => ({ seed: { ...seed, draft }, generation: current.generation + 1 }))}
      />
    </DialogForm>
  );
}

interface ComposerFormProps extends EmailComposerProps {
  /** The draft as stored now, to start the form again from. */
  onReload: (draft: Email) => void;
}

function ComposerForm({ seed, onClose, onSent, onReload }: ComposerFormProps) {
  const { t } = useTranslation('email');
  const client = useQueryClient();
  const send = useSendEmail();
  // The server answers in the reader's language; a text it left in English is looked up in the shared catalogues.
  const errorText = useErrorText();
  const discard = useDiscardDraft();
  const known = useKnownAddresses();
  const draft = seed.draft;
  const initial: Values = {
    to: draft ? draft.to.map((a) => a.email) : (seed.to ?? []),
    cc: draft ? draft.cc.map((a) => a.email) : (seed.cc ?? []),
    bcc: draft ? draft.bcc.map((a) => a.email) : [],
    subject: draft ? draft.subject : (seed.subject ?? ''),
    message: draft ? draft.message : seed.quote ? `<p></p>${seed.quote}` : '',
  };
  const form = useForm<Values>({ initialValues: initial });
  const [showCc, setShowCc] = useState(initial.cc.length > 0);
  const [showBcc, setShowBcc] = useState(initial.bcc.length > 0);
  const files = useComposerAttachments(
    draft?.attachments.map((file) => ({ id: file.id, fileName: file.fileName, size: file.size })) ?? [],
  );
  const fieldsOf = (values: Values): ComposeFields => ({
    to: values.to.map((email) => ({ email })),
    cc: values.cc.map((email) => ({ email })),
    bcc: values.bcc.map((email) => ({ email })),
    subject: values.subject,
    message: values.message,
    attachmentIds: files.attachments.map((file) => file.id),
    inReplyTo: seed.inReplyTo,
  });
  const empty =
    !form.values.to.length &&
    !form.values.cc.length &&
    !form.values.bcc.length &&
    !form.values.subject.trim() &&
    !form.values.message &&
    !files.attachments.length;
  const [initialSnapshot] = useState(() =>
    JSON.stringify([initial, (draft?.attachments ?? []).map((file) => file.id)]),
  );
  const autosave = useDraftAutosave({
    draft,
    snapshot: JSON.stringify([form.values, files.attachments.map((file) => file.id)]),
    initialSnapshot,
    fields: fieldsOf(form.values),
    empty,
    paused: send.isPending,
    onStale: () =>
      notifications.show({ color: 'warning', title: t('compose.stale.title'), message: t('compose.stale.message') }),
  });
  const [loading, setLoading] = useState(false);
  const loadTheirs = async () => {
    setLoading(true);
    try {
      const draftId = await autosave.settled();
      if (draftId === undefined) return;
      onReload(await client.fetchQuery({ ...emailQuery(draftId), staleTime: 0 }));
    } catch {
      notifications.show({ color: 'red', message: t('compose.stale.loadFailed') });
    } finally {
      setLoading(false);
    }
  };

  const validate = () => {
    const errors: Record<string, string> = {};
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const bad = form.values[field].find((address) => !isEmailAddress(address));
      if (bad) errors[field] = t('compose.errors.badAddress', { address: bad });
    }
    if (!errors.to && !form.values.to.length && !form.values.cc.length && !form.values.bcc.length) {
      errors.to = t('compose.errors.noRecipient');
    }
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const submit = async () => {
    if (!validate() || files.uploading.length > 0) return;
    const draftId = await autosave.settled();
    try {
      const sent = await send.mutateAsync({ ...fieldsOf(form.values), draftId });
      autosave.markSaved();
      onClose();
      onSent?.(sent);
    } catch (error) {
      if (setFieldErrors(form, error, ['to', 'cc', 'bcc', 'subject'], errorText)) return;
      const message =
        error instanceof ApiError && error.status !== 0 ? errorText(error.message) : t('compose.sendFailed');
      notifications.show({ color: 'red', title: t('compose.sendFailed'), message });
    }
  };

  const discardDraft = async () => {
    const draftId = await autosave.settled();
    if (draftId !== undefined) await discard.mutateAsync(draftId).catch(() => undefined);
    notifications.show({ message: t('compose.discarded') });
    autosave.markSaved();
    onClose();
  };

  const address = (field: 'to' | 'cc' | 'bcc', label: string, extra?: React.ReactNode) => (
    <AddressField
      {...form.getInputProps(field)}
      label={label}
      placeholder={t('compose.addressPlaceholder')}
      known={known}
      rightSectionWidth={extra ? 84 : undefined}
      rightSection={extra}
      data-autofocus={field === 'to' && !initial.to.length ? true : undefined}
    />
  );

  return (
    <DialogFormBody onSubmit={submit} unsaved={autosave.unsaved && !empty}>
      {address(
        'to',
        t('compose.to'),
        <Group gap={6} wrap="nowrap">
          {!showCc && (
            <Anchor component="button" type="button" size="sm" onClick={() => setShowCc(true)}>
              {t('compose.showCc')}
            </Anchor>
          )}
          {!showBcc && (
            <Anchor component="button" type="button" size="sm" onClick={() => setShowBcc(true)}>
              {t('compose.showBcc')}
            </Anchor>
          )}
        </Group>,
      )}
      {showCc && address('cc', t('compose.cc'))}
      {showBcc && address('bcc', t('compose.bcc'))}
      <TextInput {...form.getInputProps('subject')} label={t('compose.subject')} dir="auto" maxLength={998} />
      <RichTextField
        label={t('compose.body')}
        initialValue={initial.message}
        onChange={(html) => form.setFieldValue('message', html)}
        blockquote
        autoDirection
        // A reply or forward starts typing above the quote.
        autofocus={Boolean(seed.quote)}
        minHeight={180}
      />
      <ComposerAttachments attachments={files.attachments} uploading={files.uploading} onRemove={files.remove} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <AttachFilesButton onFiles={(chosen) => void files.add(chosen)} />
          <TooltipActionIcon
            label={t('compose.discard')}
            size="lg"
            onClick={() => void discardDraft()}
            loading={discard.isPending}
          >
            <IconTrash size={18} />
          </TooltipActionIcon>
          <Box aria-live="polite">
            <Text
              size="xs"
              c={autosave.status === 'failed' || autosave.status === 'stale' ? 'red' : 'dimmed'}
              fw={autosave.status === 'stale' ? 500 : undefined}
            >
              {autosave.status === 'saving'
                ? t('compose.saving')
                : autosave.status === 'saved'
                  ? t('compose.saved')
                  : autosave.status === 'failed'
                    ? t('compose.saveFailed')
                    : autosave.status === 'stale'
                      ? t('compose.stale.title')
                      : ''}
            </Text>
          </Box>
          {autosave.status === 'stale' && (
            <Group gap={6}>
              <Button size="compact-sm" variant="default" onClick={() => void autosave.keepMine()}>
                {t('compose.stale.keepMine')}
              </Button>
              <Button size="compact-sm" variant="default" loading={loading} onClick={() => void loadTheirs()}>
                {t('compose.stale.loadTheirs')}
              </Button>
            </Group>
          )}
        </Group>
        <FormActions submitLabel={t('compose.send')} loading={send.isPending} disabled={files.uploading.length > 0} />
      </Group>
    </DialogFormBody>
  );
}
