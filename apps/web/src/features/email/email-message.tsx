import {
  Alert,
  Avatar,
  Box,
  Button,
  Group,
  Stack,
  Text,
  useComputedColorScheme,
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import { type Email } from '@mizan/contracts';
import { IconFile, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { useUserTextAttributes } from '@/components/user-text';
import { attachmentHref } from './email.api';
import { personName, useEmailTime } from './email-format';
import { prepareEmailHtml } from './email-html';
import classes from './email.module.css';

/** One message of the conversation: its header (click to fold), then its body in a sandboxed frame and files. */
export function EmailMessage({ message, initiallyOpen }: { message: Email; initiallyOpen: boolean }) {
  const { t } = useTranslation('email');
  const time = useEmailTime();
  const [open, setOpen] = useState(initiallyOpen);
  const name = personName(message.from);
  const nameAttributes = useUserTextAttributes(name);
  const snippetAttributes = useUserTextAttributes(message.snippet);
  const recipients = (label: string, list: Email['to']) =>
    list.length > 0 && (
      <Text size="xs" c="dimmed">
        {label}:{' '}
        {list.map((address, index) => (
          <span key={address.email}>
            {index > 0 && ', '}
            {address.name ? `${address.name} ` : ''}
            <Ltr>{`<${address.email}>`}</Ltr>
          </span>
        ))}
      </Text>
    );
  return (
    <article className={classes.message} aria-label={t('reader.messageFrame', { name })}>
      <button
        type="button"
        className={classes.messageHead}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={message.from.avatar} name={name} color="initials" size={40} alt="" />
        <Box flex={1} miw={0}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate="end" {...nameAttributes}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {time.long(message.time)}
            </Text>
          </Group>
          {open ? (
            <Text size="xs" c="dimmed" truncate="end">
              <Ltr>{message.from.email}</Ltr>
            </Text>
          ) : (
            <Text size="xs" c="dimmed" truncate="end" {...snippetAttributes}>
              {message.snippet}
            </Text>
          )}
        </Box>
      </button>
      {open && (
        <>
          <Stack gap={0} mt={4} ps={48}>
            {recipients(t('reader.to'), message.to)}
            {recipients(t('reader.cc'), message.cc)}
            {recipients(t('reader.bcc'), message.bcc)}
          </Stack>
          <MessageBody html={message.message} title={t('reader.messageFrame', { name })} />
          {message.attachments.length > 0 && (
            <Stack gap={6} mt="sm">
              <Text size="xs" c="dimmed" fw={600}>
                {t('reader.attachments', { count: message.attachments.length })}
              </Text>
              <Group gap="xs">
                {message.attachments.map((file) => (
                  <a key={file.id} href={attachmentHref(file)} download={file.fileName} className={classes.attachment}>
                    <VisuallyHidden>{t('reader.download')}</VisuallyHidden>
                    {file.thumbnail ? <IconPhoto size={20} /> : <IconFile size={20} />}
                    <Box miw={0}>
                      <Text size="sm" truncate="end">
                        <bdi>{file.fileName}</bdi>
                      </Text>
                      <Text size="xs" c="dimmed">
                        <Ltr>{file.size}</Ltr>
                      </Text>
                    </Box>
                  </a>
                ))}
              </Group>
            </Stack>
          )}
        </>
      )}
    </article>
  );
}

/**
 * The message's HTML in a frame that runs nothing (`sandbox` without `allow-scripts`; `allow-same-origin` only so
 * the page can measure its height — with scripts off nothing inside can use it), remote images held back until
 * "Show images".
 */
function MessageBody({ html, title }: { html: string; title: string }) {
  const { t } = useTranslation('email');
  const dark = useComputedColorScheme('light') === 'dark';
  const { dir } = useDirection();
  const [showImages, setShowImages] = useState(false);
  const prepared = useMemo(() => prepareEmailHtml(html, { showImages, dark, dir }), [html, showImages, dark, dir]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(80);

  const measure = () => {
    const body = frame.current?.contentDocument?.documentElement;
    if (body) setHeight(Math.max(40, Math.ceil(body.scrollHeight)));
  };

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    const onLoad = () => {
      measure();
      const body = element.contentDocument?.body;
      if (body && typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(measure);
        observer.observe(body);
      }
    };
    element.addEventListener('load', onLoad);
    return () => {
      element.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [prepared.srcdoc]);

  return (
    <>
      {prepared.blockedImages > 0 && !showImages && (
        <Alert mt="sm" color="gray" variant="light" icon={<IconPhoto size={18} />} styles={{ body: { gap: 6 } }}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('reader.imagesBlocked', { count: prepared.blockedImages })}</Text>
            <Button size="compact-sm" variant="default" onClick={() => setShowImages(true)}>
              {t('reader.showImages')}
            </Button>
          </Group>
        </Alert>
      )}
      <iframe
        ref={frame}
        className={classes.frame}
        title={title}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={prepared.srcdoc}
        style={{ height, colorScheme: dark ? 'dark' : 'light' }}
      />
    </>
  );
}
