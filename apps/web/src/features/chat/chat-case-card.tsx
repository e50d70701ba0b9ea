import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CaseDetail, CaseStatus } from '@mizan/contracts';
import { IconGavel } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { AnchorLink } from '@/components/router-links';
import { UserText } from '@/components/user-text';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';
import { ability, useSessionUser } from '@/lib/session';
import { caseIdsIn } from './chat-links';

/**
 * A case as its own page reads it (`GET /api/legal-cases/{id}`, the reader's rights): the same key as the legal
 * cases' detail query, so the card and the case's page share one cached answer and a write to the case refreshes both.
 */
export const chatCaseQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.legalCases, 'detail', id] as const,
    queryFn: ({ signal }) => api<CaseDetail>(`/legal-cases/${id}`, { signal }),
    staleTime: 60_000,
  });

/** The legal-cases' colours by meaning (green going well, orange needs attention, grey done with). */
const STATUS_COLOR: Record<CaseStatus, string> = {
  intake: 'info',
  active: 'success',
  suspended: 'warning',
  closed: 'gray',
  archived: 'dark',
};

/** Under a message: a card for each case it links to (the first three), for those who may read cases. */
export function ChatCaseCards({ text }: { text: string }) {
  const user = useSessionUser();
  const ids = useMemo(() => caseIdsIn(text, window.location.origin), [text]);
  if (ids.length === 0 || !user || !ability.can('read', 'LegalCase')) return null;
  return (
    <Stack gap={6} mt={6}>
      {ids.map((id) => (
        <ChatCaseCard key={id} id={id} />
      ))}
    </Stack>
  );
}

/** One case: file number, title and status, linking to it. Nothing when the case is missing or not the reader's. */
function ChatCaseCard({ id }: { id: number }) {
  const { t } = useTranslation('chat');
  const found = useQuery(chatCaseQuery(id));
  if (!found.data) return null;
  const { fileNumber, title, status } = found.data;
  return (
    <AnchorLink to="/legal-cases/$id" params={{ id: String(id) }} underline="never" c="inherit" display="block">
      <Paper withBorder radius="md" px="sm" py={6} data-testid="chat-case-card">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
            <IconGavel size={16} />
          </ThemeIcon>
          <Stack gap={0} miw={0} flex={1}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed" span>
                {t('caseCard.fileNumber')} <Ltr>{fileNumber}</Ltr>
              </Text>
              <Badge size="xs" variant="light" color={STATUS_COLOR[status]}>
                {t(`caseCard.status.${status}`)}
              </Badge>
            </Group>
            <UserText size="sm" fw={600} lineClamp={2}>
              {title}
            </UserText>
          </Stack>
        </Group>
      </Paper>
    </AnchorLink>
  );
}
