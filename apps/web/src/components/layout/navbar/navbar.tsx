import { Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../brand';
import type { ShellMode } from '../shell-mode';
import { LanguageMenu } from './language-menu';
import { ShortcutsMenu } from './shortcuts-menu';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';

interface NavbarProps {
  mode: ShellMode;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onOpenCustomizer: () => void;
  /** The global search trigger (features/search, composed by the shell route). */
  search?: ReactNode;
  /** The notifications menu (features/notifications, composed by the shell route). */
  notifications?: ReactNode;
}

/** The top bar: burger on narrow screens, search, then language, theme, shortcuts, notifications and the user. */
export function Navbar({ mode, drawerOpened, onToggleDrawer, onOpenCustomizer, search, notifications }: NavbarProps) {
  const { t } = useTranslation('layout');
  return (
    <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {mode.navigation === 'drawer' && (
          <Burger
            opened={drawerOpened}
            onClick={onToggleDrawer}
            size="sm"
            aria-label={t(drawerOpened ? 'nav.close' : 'nav.open')}
          />
        )}
        {mode.navigation === 'horizontal' && <Brand />}
        {search}
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguageMenu />
        <ThemeMenu />
        <ShortcutsMenu />
        {notifications}
        <UserMenu onOpenCustomizer={onOpenCustomizer} />
      </Group>
    </Group>
  );
}
