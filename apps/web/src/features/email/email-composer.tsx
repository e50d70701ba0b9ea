import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  TagsInput,
  type TagsInputProps,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_MAX_ATTACHMENTS,
  type EmailListResponse,
  type EmailSendResponse,
} from '@mizan/contracts';
import { IconFile, IconPaperclip, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { Ltr } from '@/components/ltr';
import { RichTextField } from '@/components/rich-text-field';
import { TooltipActionIcon } from '@/components/tooltip-action-icon';
import { ApiError, setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { formatFileSize } from '@/lib/file-size';
import { useSessionUser } from '@/lib/session';
import { hasAcceptedExtension, UPLOAD_ACCEPT } from '@/lib/upload-accept';
import { emailKeys, emailPeopleQuery } from './email.api';
import {
  saveDraft,
  uploadAttachment,
  useDiscardDraft,
  useSendEmail,
  type ComposeFields,
  type UploadedAttachment,
} from './email-compose.api';
import type { ComposeSeed } from './email-compose-seed';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

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
  const title = seed.draft
    ? t('compose.draftTitle')
    : seed.kind === 'forward'
      ? t('compose.forwardTitle')
      : seed.kind
        ? t('compose.replyTitle')
        : t('compose.title');
  return (
    <DialogForm opened onClose={onClose} title={title} size="xl">
      <ComposerForm seed={seed} onClose={onClose} onSent={onSent} />
    </DialogForm>
  );
}

function ComposerForm({ seed, onClose, onSent }: EmailComposerProps) {
  const { t, i18n } = useTranslation('email');
  const client = useQueryClient();
  const send = useSendEmail();
  // The server answers in the reader's language; a text it left in English is looked up in the shared catalogues.
  const errorText = useErrorText();
  const discard = useDiscardDraft();
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
  const [attachments, setAttachments] = useState<UploadedAttachment[]>(
    draft?.attachments.map((file) => ({ id: file.id, fileName: file.fileName, size: file.size })) ?? [],
  );
  const [uploading, setUploading] = useState<string[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const draftId = useRef<number | undefined>(draft?.id);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const fieldsOf = (values: Values): ComposeFields => ({
    to: values.to.map((email) => ({ email })),
    cc: values.cc.map((email) => ({ email })),
    bcc: values.bcc.map((email) => ({ email })),
    subject: values.subject,
    message: values.message,
    attachmentIds: attachments.map((file) => file.id),
    inReplyTo: seed.inReplyTo,
  });
  const snapshot = JSON.stringify([form.values, attachments.map((file) => file.id)]);
  const [savedSnapshot, setSavedSnapshot] = useState(() =>
    JSON.stringify([initial, (draft?.attachments ?? []).map((file) => file.id)]),
  );
  const unsaved = snapshot !== savedSnapshot;

  // Suggested as To/Cc/Bcc: the office's users, then the addresses of the mail already loaded (never the writer's own).
  const me = useSessionUser()?.email.toLowerCase();
  const people = useQuery(emailPeopleQuery());
  const known = useMemo(() => {
    const found = new Set<string>((people.data?.people ?? []).map((person) => person.email));
    for (const [, data] of client.getQueriesData<EmailListResponse>({ queryKey: emailKeys.lists() })) {
      for (const email of data?.emails ?? []) {
        found.add(email.from.email);
        for (const address of [...email.to, ...email.cc]) found.add(address.email);
      }
    }
    return [...found].filter((address) => address.toLowerCase() !== me).sort();
  }, [client, me, people.data]);

  // Saves the draft a moment after the last change; saves run one after another (the first makes the draft).
  const save = (values: Values, marker: string) => {
    setStatus('saving');
    const run = saving.current.then(async () => {
      try {
        const stored = await saveDraft(draftId.current, fieldsOf(values));
        draftId.current = stored.id;
        setSavedSnapshot(marker);
        setStatus('saved');
        void client.invalidateQueries({ queryKey: emailKeys.lists() });
      } catch {
        setStatus('failed');
      }
    });
    saving.current = run;
    return run;
  };
  const empty =
    !form.values.to.length &&
    !form.values.cc.length &&
    !form.values.bcc.length &&
    !form.values.subject.trim() &&
    !form.values.message &&
    !attachments.length;
  useEffect(() => {
    if (!unsaved || (empty && draftId.current === undefined) || send.isPending) return;
    const timer = setTimeout(() => void save(form.values, snapshot), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `snapshot` holds every value saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot]);

  const addFiles = async (files: File[]) => {
    let room = EMAIL_MAX_ATTACHMENTS - attachments.length - uploading.length;
    for (const file of files) {
      if (room <= 0) {
        notifications.show({ color: 'red', message: t('compose.errors.tooMany', { max: EMAIL_MAX_ATTACHMENTS }) });
        break;
      }
      if (file.size > EMAIL_ATTACHMENT_MAX_BYTES) {
        notifications.show({
          color: 'red',
          message: t('compose.errors.tooBig', {
            name: file.name,
            max: formatFileSize(EMAIL_ATTACHMENT_MAX_BYTES, i18n.language),
          }),
        });
        continue;
      }
      if (!hasAcceptedExtension(file.name)) {
        notifications.show({ color: 'red', message: t('compose.errors.badType', { name: file.name }) });
        continue;
      }
      room -= 1;
      setUploading((current) => [...current, file.name]);
      try {
        const stored = await uploadAttachment(file);
        setAttachments((current) => [...current, stored]);
      } catch {
        notifications.show({ color: 'red', message: t('compose.errors.uploadFailed', { name: file.name }) });
      } finally {
        setUploading((current) => current.filter((name) => name !== file.name));
      }
    }
  };

  const validate = () => {
    const errors: Record<string, string> = {};
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const bad = form.values[field].find((address) => !ADDRESS.test(address));
      if (bad) errors[field] = t('compose.errors.badAddress', { address: bad });
    }
    if (!errors.to && !form.values.to.length && !form.values.cc.length && !form.values.bcc.length) {
      errors.to = t('compose.errors.noRecipient');
    }
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const submit = async () => {
    if (!validate() || uploading.length > 0) return;
    await saving.current;
    try {
      const sent = await send.mutateAsync({ ...fieldsOf(form.values), draftId: draftId.current });
      setSavedSnapshot(snapshot);
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
    await saving.current;
    if (draftId.current !== undefined) await discard.mutateAsync(draftId.current).catch(() => undefined);
    notifications.show({ message: t('compose.discarded') });
    setSavedSnapshot(snapshot);
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
    <DialogFormBody onSubmit={submit} unsaved={unsaved && !empty}>
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
      {(attachments.length > 0 || uploading.length > 0) && (
        <Group gap="xs">
          {attachments.map((file) => (
            <Paper key={file.id} withBorder px="xs" py={4} radius="sm">
              <Group gap={6} wrap="nowrap">
                <IconFile size={16} />
                <Text size="sm" maw={200} truncate="end">
                  <bdi>{file.fileName}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  <Ltr>{file.size}</Ltr>
                </Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={t('compose.removeAttachment', { name: file.fileName })}
                  onClick={() => setAttachments((current) => current.filter((other) => other.id !== file.id))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          {uploading.map((name) => (
            <Paper key={name} withBorder px="xs" py={4} radius="sm" aria-busy="true">
              <Group gap={6} wrap="nowrap">
                <Loader size={14} />
                <Text size="sm" maw={200} truncate="end">
                  {t('compose.uploading', { name })}
                </Text>
              </Group>
            </Paper>
          ))}
        </Group>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <FileButton multiple accept={Object.keys(UPLOAD_ACCEPT).join(',')} onChange={(files) => void addFiles(files)}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
                {t('compose.attach')}
              </Button>
            )}
          </FileButton>
          <TooltipActionIcon
            label={t('compose.discard')}
            size="lg"
            onClick={() => void discardDraft()}
            loading={discard.isPending}
          >
            <IconTrash size={18} />
          </TooltipActionIcon>
          <Box aria-live="polite">
            <Text size="xs" c={status === 'failed' ? 'red' : 'dimmed'}>
              {status === 'saving'
                ? t('compose.saving')
                : status === 'saved'
                  ? t('compose.saved')
                  : status === 'failed'
                    ? t('compose.saveFailed')
                    : ''}
            </Text>
          </Box>
        </Group>
        <FormActions submitLabel={t('compose.send')} loading={send.isPending} disabled={uploading.length > 0} />
      </Group>
    </DialogFormBody>
  );
}

/**
 * An address field: typed addresses become tags (Enter, comma, space or leaving the field); known addresses are
 * suggested once something is typed, not as soon as the field is focused.
 */
function AddressField({ known, ...props }: TagsInputProps & { known: string[] }) {
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
