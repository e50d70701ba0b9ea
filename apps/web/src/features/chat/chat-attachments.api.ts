import type { ChatMessage } from '@mizan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chatKeys, keyOf, withMessage, type ChatTarget, type Conversation } from './chat.api';

/**
 * Sends a message with a file (multipart `message` and `file`) into a chat that exists (a direct chat is made by its
 * first text message). The answer joins the conversation at once; the live event that follows finds it there.
 */
export function useSendAttachment(target: ChatTarget, chatId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, message }: { file: File; message: string }) => {
      const form = new FormData();
      if (message) form.append('message', message);
      form.append('file', file, file.name);
      return api<{ msg: ChatMessage }>(`/apps/chat/chats/${chatId}/attachments`, { method: 'POST', body: form });
    },
    onSuccess: ({ msg }) => client.setQueryData<Conversation>(keyOf(target), (current) => withMessage(current, msg)),
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
