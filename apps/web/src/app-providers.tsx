import '@fontsource-variable/public-sans/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toasts } from './components/toasts';
import { directionOf, i18n, isLanguage } from './lib/i18n';
import { preferencesColorSchemeManager, resolveDirection, setPreference, usePreferences } from './lib/preferences';
import { queryClient } from './lib/query-client';
import { createAppTheme, cssVariablesResolver } from './lib/theme';

/** The page direction: the user's forced choice, else the language's; kept on `<html dir>`. */
function useDocumentDirection() {
  const { i18n: instance } = useTranslation();
  const preferences = usePreferences();
  const language = isLanguage(instance.language) ? instance.language : 'en';
  const dir = resolveDirection(preferences, directionOf(language));

  useEffect(() => {
    if (document.documentElement.dir !== dir) document.documentElement.dir = dir;
  }, [dir]);

  // A new language brings its own direction: switching to Arabic turns the page right-to-left even if
  // the customizer had forced left-to-right before.
  useEffect(() => {
    const follow = () => setPreference('direction', null);
    instance.on('languageChanged', follow);
    return () => instance.off('languageChanged', follow);
  }, [instance]);

  return dir;
}

function ThemedProviders({ children }: { children: ReactNode }) {
  const { primaryColor, skin } = usePreferences();
  const { t } = useTranslation('common');
  const closeLabel = t('actions.close');
  const clearLabel = t('actions.clear');
  const theme = useMemo(
    () => createAppTheme({ primaryColor, skin }, closeLabel, clearLabel),
    [primaryColor, skin, closeLabel, clearLabel],
  );
  const [colorSchemeManager] = useState(preferencesColorSchemeManager);
  const dir = useDocumentDirection();
  return (
    // Mantine follows `<html dir>`, which useDocumentDirection and changeLanguage keep up to date.
    <DirectionProvider initialDirection={dir}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Toasts />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/** Everything the pages need around them: i18n, data cache, theme, direction, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedProviders>{children}</ThemedProviders>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
