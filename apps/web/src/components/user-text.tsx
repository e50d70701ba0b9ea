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
 * English page gets `lang="ar" dir="rtl"` so a screen reader switches voice; nothing when text and page agree. With
 * a `dir`, a class that keeps the text lined up with the page. For an element that isn't a `Text` (a `Title`).
 */
export function useUserTextAttributes(text: string, className?: string): ScriptAttributes & { className?: string } {
  const attributes = scriptAttributes(text, useSyncExternalStore(onLanguageChange, interfaceLanguage));
  if (!attributes.dir) return className ? { className } : attributes;
  return { ...attributes, className: className ? `${classes.aligned} ${className}` : classes.aligned };
}

export type UserTextProps = Omit<TextProps, 'children'> &
  ElementProps<'p', 'color' | 'children' | 'lang' | 'dir'> & { children: string };

/**
 * Mantine's `Text` for what users wrote — names, case titles, company names — with the language and direction of
 * its script when it isn't the page's (`useUserTextAttributes`). Codes that read left to right in any language (file
 * numbers, phones, e-mails) go in `<Ltr>` or the list's `LtrText` instead: there is no voice to switch for them.
 */
export function UserText({ children, className, ...props }: UserTextProps) {
  return (
    <Text {...props} {...useUserTextAttributes(children, className)}>
      {children}
    </Text>
  );
}
