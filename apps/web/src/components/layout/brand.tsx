import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The product mark (a balance: "mizan") and name, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant="filled" aria-hidden>
          <IconScale size={22} />
        </ThemeIcon>
        {compact ? (
          <VisuallyHidden>{t('appTitle')}</VisuallyHidden>
        ) : (
          <Text component="span" fw={700} fz={22} lh={1}>
            {t('appTitle')}
          </Text>
        )}
      </Group>
    </Link>
  );
}
