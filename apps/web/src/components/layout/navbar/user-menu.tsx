import { Avatar, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustmentsHorizontal, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/components/user-text';
import { useRoleName } from '@/lib/acl-names';
import { logout, useSessionUser } from '@/lib/session';
import classes from './navbar.module.css';
import { routeExists } from './route-exists';

const PROFILE_PATH = '/pages/user-profile/profile';
const SETTINGS_PATH = '/pages/account-settings/account';

/** Avatar, name and role; profile, settings, interface settings, log out. */
export function UserMenu({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useTranslation('layout');
  const roleName = useRoleName();
  const user = useSessionUser();
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The device forgets the session whatever the server answered (lib/session clears it in `finally`).
    }
    queryClient.clear();
    setLeaving(false);
    notifications.show({ color: 'success', message: t('user.loggedOut') });
    void navigate({ to: '/login' });
  };

  const initials = initialsOf(user.fullName);
  const avatar = (
    <Avatar src={user.avatar} name={user.fullName} color="initials" radius="xl" alt={user.fullName}>
      {initials}
    </Avatar>
  );
  // Without a photo the initials are the button's visible text, and its name must contain them (WCAG 2.5.3).
  const label = user.avatar
    ? t('user.menu', { name: user.fullName })
    : t('user.menuInitials', { name: user.fullName, initials });
  return (
    <Menu position="bottom-end" offset={6} width={240}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={label}>
          <Indicator color="success" position="bottom-end" size={10} offset={5} withBorder>
            {avatar}
          </Indicator>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" px="sm" py="xs" wrap="nowrap">
          {avatar}
          <div style={{ minWidth: 0 }}>
            <UserText fw={600} fz="sm" truncate>
              {user.fullName}
            </UserText>
            <Text fz="xs" c="dimmed" truncate dir="auto">
              {roleName(user.role)}
            </Text>
          </div>
        </Group>
        <Menu.Divider />
        {routeExists(router, PROFILE_PATH) && (
          <Menu.Item component={Link} to={PROFILE_PATH} leftSection={<IconUser size={18} aria-hidden />}>
            {t('user.profile')}
          </Menu.Item>
        )}
        {routeExists(router, SETTINGS_PATH) && (
          <Menu.Item component={Link} to={SETTINGS_PATH} leftSection={<IconSettings size={18} aria-hidden />}>
            {t('user.settings')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />} onClick={onOpenCustomizer}>
          {t('user.interface')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="error"
          leftSection={<IconLogout size={18} aria-hidden />}
          disabled={leaving}
          onClick={() => void signOut()}
        >
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A name's initials, as Mantine's Avatar writes them: the first letters of its first two words. */
function initialsOf(name: string) {
  const words = name.split(' ');
  const initials = words.length === 1 ? name.slice(0, 2) : words.map((word) => word[0]).join('');
  return initials.slice(0, 2).toUpperCase();
}
