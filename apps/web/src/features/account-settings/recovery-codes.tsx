import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The codes, shown once, with copy and download. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account-settings');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t('security.twoStep.codesFileTitle')}\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mizan-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" title={t('security.twoStep.codesTitle')}>
        {t('security.twoStep.codesText')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} ta="center" fz="sm" style={{ direction: 'ltr' }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('security.twoStep.copied') : t('security.twoStep.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('security.twoStep.downloadCodes')}
        </Button>
      </Group>
    </Stack>
  );
}
