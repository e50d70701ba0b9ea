import { Text, type ElementProps, type TextProps } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { i18n } from '@/lib/i18n';
import { scriptAttributes, type ScriptAttributes } from '@/lib/text-script';
import classes from './user-text.module.css';

// One listener per text rather than useTranslation's state and namespace bookkeeping: a list draws hundreds of them.
const onLanguageChange = (notify: () => void) => {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
};
const interfaceLanguage = () => i18n.language;

/**
 * `lang` and `dir` for text people typed, against the interface language (lib/text-script.ts): an Arabic name in an
 * English page gets `lang="ar" dir="rtl"` so a screen reader switches voice; nothing when text and page agree.
 */
export function useScriptAttributes(text: string): ScriptAttributes {
  return scriptAttributes(text, useSyncExternalStore(onLanguageChange, interfaceLanguage));
}

export type UserTextProps = Omit<TextProps, 'children'> &
  ElementProps<'p', 'color' | 'children' | 'lang' | 'dir'> & { children: string };

/**
 * Mantine's `Text` for what users wrote — names, case titles, company names — with the language and direction of
 * its script when it isn't the page's (`useScriptAttributes`). Codes that read left to right in any language (file
 * numbers, phones, e-mails) go in `<Ltr>` or the list's `LtrText` instead: there is no voice to switch for them.
 */
export function UserText({ children, className, ...props }: UserTextProps) {
  const attributes = useScriptAttributes(children);
  const aligned = attributes.dir ? [classes.aligned, className].filter(Boolean).join(' ') : className;
  return (
    <Text {...props} {...attributes} className={aligned}>
      {children}
    </Text>
  );
}
