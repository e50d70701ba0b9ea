import { Text, UnstyledButton } from '@mantine/core';
import { IconPointer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './auth.module.css';

/** The seeded demo logins (README, spec §6), offered so a visitor can try both roles in one click. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const;

export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className={classes.demo}>
      <Text size="sm" fw={600} mb={2}>
        {t('demo.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('demo.hint')}
      </Text>
      {DEMO_ACCOUNTS.map((account) => (
        <UnstyledButton
          key={account.role}
          type="button"
          className={classes.demoAccount}
          onClick={() => onPick(account.email, account.password)}
        >
          <span>
            <Text span fw={600} size="sm">
              {t(`demo.roles.${account.role}`)}
            </Text>
            {' · '}
            <span className={classes.mono}>
              {account.email} / {account.password}
            </span>
          </span>
          <IconPointer size={16} aria-hidden />
        </UnstyledButton>
      ))}
    </div>
  );
}
