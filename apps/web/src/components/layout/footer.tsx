import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './shell-layout.module.css';

/** The static footer, at the end of the content. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <div className={classes.boxed}>
        <Text fz="sm" c="dimmed">
          {t('footer.madeBy', { year: new Date().getFullYear() })}
        </Text>
      </div>
    </footer>
  );
}
