import { Accordion, Anchor, Group, Pagination, Stack, Text } from '@mantine/core';
import type { CaseDetail, CaseEmail } from '@mizan/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { UserText } from '@/components/user-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { CASE_MAIL_PAGE, caseMailQuery } from './case-mail.api';
import { TabCard, TabRowStack } from './case-tab-shared';

const names = (people: CaseEmail['to']) => people.map((person) => person.name || person.email).join(', ');

/** A message's text from its HTML (DOMParser runs nothing it reads; scripts and styles are no text). */
function textOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template').forEach((node) => node.remove());
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * البريد: the mail filed to the case from anyone's mailbox (filing is done from the mail client), newest first, each
 * opened in place as plain text; its attachments download from here.
 */
export function CaseMailTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const [page, setPage] = useState(1);
  const mail = useQuery(caseMailQuery(detail.id, page));
  const emails = mail.data?.emails ?? [];
  const pages = Math.ceil((mail.data?.total ?? 0) / CASE_MAIL_PAGE);

  return (
    <TabCard title={t('tabs.mail')}>
      <TabRowStack
        query={mail}
        rowHeight={56}
        loadError={t('tabsPage.mail.loadError')}
        empty={t('tabsPage.mail.empty')}
        rowCount={emails.length}
      >
        <Accordion variant="separated" chevronPosition="left">
          {emails.map((email) => (
            <Accordion.Item key={email.id} value={String(email.id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <UserText fw={600} size="sm" truncate>
                      {email.subject || t('tabsPage.mail.noSubject')}
                    </UserText>
                    <Text size="xs" c="dimmed" truncate>
                      {t('tabsPage.mail.fromTo', { from: email.from.name || email.from.email, to: names(email.to) })}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    {email.attachments.length > 0 && (
                      <IconPaperclip
                        size={14}
                        aria-label={t('tabsPage.mail.attachments', { count: email.attachments.length })}
                      />
                    )}
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {time.dateTime(email.time, 'medium')}
                    </Text>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Text size="xs" c="dimmed">
                    {t('tabsPage.mail.filedBy', { name: email.filedBy })}
                    {email.cc.length > 0 && ` · ${t('tabsPage.mail.cc', { names: names(email.cc) })}`}
                  </Text>
                  {/* The message as text: a case's file is read, not rendered (its HTML stays in the mail client). */}
                  <UserText size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {textOf(email.message) || email.snippet}
                  </UserText>
                  {email.attachments.map((file) => (
                    <Anchor key={file.id} href={file.url} download={file.fileName} size="sm">
                      <Group gap={4} wrap="nowrap" component="span">
                        <IconPaperclip size={14} aria-hidden />
                        <UserText span size="sm">
                          {file.fileName}
                        </UserText>
                        <Ltr>({file.size})</Ltr>
                      </Group>
                    </Anchor>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </TabRowStack>
    </TabCard>
  );
}
