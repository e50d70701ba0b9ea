import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './customizer.module.css';

/**
 * The floating settings tab on the inline-end edge of the window that opens the customizer. When the user menu
 * (`inMenu`) offers the customizer too, it shrinks into the page's gutter (and steps aside on a phone) so it never
 * sits on the content; without that menu it stays full size, the only way in.
 */
export function CustomizerButton({ onClick, inMenu }: { onClick: () => void; inMenu: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Tooltip label={t('customizer.open')} position="left">
      <ActionIcon
        size={38}
        variant="filled"
        className={classes.floatingButton}
        data-in-menu={inMenu || undefined}
        aria-label={t('customizer.open')}
        onClick={onClick}
      >
        <IconSettings size={20} className={classes.spin} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
