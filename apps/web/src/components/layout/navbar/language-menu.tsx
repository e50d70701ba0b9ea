import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { LANGUAGES, type Language } from '@mizan/contracts';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/account-preferences';
import { languageName } from '@/lib/display-names';

/**
 * en / fr / ar, each named in itself so a reader finds their own; Arabic turns the whole page right-to-left (lib/i18n
 * sets `<html dir lang>`). A signed-in user's choice is kept on their account too.
 */
export function LanguageMenu() {
  const { t } = useTranslation('layout');
  return (
    <Menu position="bottom-end" offset={6} width={180}>
      <Menu.Target>
        <Tooltip label={t('layout:language.label')}>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('layout:language.label')}>
            <IconLanguage size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The menu's entries, rendered only while it is open: naming a language in itself builds `Intl.DisplayNames` for
 * each language, a cost every signed-in page's first render paid for a closed menu.
 */
function LanguageItems() {
  const { i18n } = useTranslation();
  return LANGUAGES.map((language: Language) => {
    const current = i18n.language === language;
    return (
      <Menu.Item
        key={language}
        lang={language}
        onClick={() => void chooseLanguage(language)}
        aria-current={current ? 'true' : undefined}
        rightSection={current ? <IconCheck size={16} aria-hidden /> : null}
      >
        {languageName(language, language)}
      </Menu.Item>
    );
  });
}
