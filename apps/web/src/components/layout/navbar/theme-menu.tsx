import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseTheme } from '@/lib/account-preferences';
import { usePreference, type ThemePreference } from '@/lib/preferences';

const THEME_ICONS: Record<ThemePreference, Icon> = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop };
const THEMES: ThemePreference[] = ['light', 'dark', 'system'];

/** Light, dark or the system's theme. */
export function ThemeMenu() {
  const { t } = useTranslation('layout');
  const theme = usePreference('theme');
  return (
    <Menu position="bottom-end" offset={6} width={160}>
      <Menu.Target>
        <Tooltip label={t('theme.label')}>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('theme.label')}>
            {createElement(THEME_ICONS[theme], { size: 22, 'aria-hidden': true })}
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {THEMES.map((option) => (
          <Menu.Item
            key={option}
            leftSection={createElement(THEME_ICONS[option], { size: 18, 'aria-hidden': true })}
            rightSection={option === theme ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={option === theme ? 'true' : undefined}
            onClick={() => chooseTheme(option)}
          >
            {t(`theme.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
