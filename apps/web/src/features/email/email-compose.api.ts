import type { Email } from '@mizan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { emailKeys } from './email.api';

/** The largest attachment the composer lets through (the server checks again). */
export const EMAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the composer saves as a draft and sends. */
export interface ComposeFields {
  to: { email: string }[];
  cc: { email: string }[];
  bcc: { email: string }[];
  subject: string;
  message: string;
  attachmentIds: number[];
  inReplyTo?: number;
}

/** An uploaded attachment waiting in a draft. */
export interface UploadedAttachment {
  id: number;
  fileName: string;
  size: string;
}

/** `POST /api/apps/email/send`'s answer: the sent email and until when it can be taken back. */
export interface SentEmail {
  email: Email;
  undoUntil: string;
}

export const saveDraft = (draftId: number | undefined, body: ComposeFields) =>
  draftId === undefined
    ? api<Email>('/apps/email/drafts', { method: 'POST', body })
    : api<Email>(`/apps/email/drafts/${draftId}`, { method: 'PUT', body });

export const uploadAttachment = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<UploadedAttachment>('/apps/email/attachments', { method: 'POST', body });
};

/** Sends (the draft, when there is one, becomes the sent email); everything of the area is fetched again. */
export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComposeFields & { draftId?: number }) =>
      api<SentEmail>('/apps/email/send', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

/** Takes a message back during its hold: it is a draft again (answered), which the composer reopens. */
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
