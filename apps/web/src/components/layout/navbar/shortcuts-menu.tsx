import { ActionIcon, Popover, SimpleGrid, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutGridAdd } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@/components/app-icon';
import { useShortcuts } from '../navigation/use-navigation';
import classes from './navbar.module.css';

/** A grid of the shortcut areas the user may open. */
export function ShortcutsMenu() {
  const { t } = useTranslation(['layout', 'navigation']);
  const shortcuts = useShortcuts();
  const [opened, setOpened] = useState(false);
  if (shortcuts.length === 0) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" offset={6} width={320} trapFocus>
      <Popover.Target>
        <Tooltip label={t('shortcuts.label')} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={t('shortcuts.label')}
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
          >
            <IconLayoutGridAdd size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Text fw={600} px="md" py="sm" className={classes.dropdownHeader}>
          {t('shortcuts.title')}
        </Text>
        <SimpleGrid cols={2} spacing={0}>
          {shortcuts.map((item) => (
            <UnstyledButton
              key={item.id}
              component={Link}
              to={item.to}
              className={classes.shortcut}
              onClick={() => setOpened(false)}
            >
              <ThemeIcon size={46} radius="xl" variant="light">
                <AppIcon name={item.icon} size={24} />
              </ThemeIcon>
              <Text fz="sm" fw={500} ta="center">
                {t(item.titleKey)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
