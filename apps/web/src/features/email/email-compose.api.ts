import type {
  Email,
  EmailDraftBody,
  EmailDraftUpdate,
  EmailSendBody,
  EmailSendResponse,
  EmailUpload,
} from '@mizan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { emailKeys } from './email.api';

/** What the composer saves as a draft and sends (the contracts' draft body, every field given). */
export type ComposeFields = Required<Omit<EmailDraftBody, 'inReplyTo'>> & Pick<EmailDraftBody, 'inReplyTo'>;

/** An attachment of the message being written: uploaded, or already the draft's. */
export type UploadedAttachment = Pick<EmailUpload, 'id' | 'fileName' | 'size'>;

/**
 * Makes the draft (no id yet) or saves it again. With `time` (the draft's `time` as last saved or loaded) a draft
 * changed elsewhere since is not overwritten: the server answers 409.
 */
export const saveDraft = (draftId: number | undefined, body: ComposeFields, time?: string) =>
  draftId === undefined
    ? api<Email>('/apps/email/drafts', { method: 'POST', body })
    : api<Email>(`/apps/email/drafts/${draftId}`, {
        method: 'PUT',
        body: { ...body, ...(time === undefined ? {} : { time }) } satisfies EmailDraftUpdate,
      });

export const uploadAttachment = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<EmailUpload>('/apps/email/attachments', { method: 'POST', body });
};

/** Sends (the draft, when there is one, becomes the sent email); everything of the area is fetched again. */
export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSendBody) => api<EmailSendResponse>('/apps/email/send', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

/** Takes a message back during its hold: it is a draft again (answered), which the composer reopens; 409 once sent. */
export function useUndoSend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Email>(`/apps/email/${id}/undo`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

/** Deletes a draft for good. */
export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/email/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
