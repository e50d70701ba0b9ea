import 'flag-icons/css/flag-icons.min.css';
import { Group, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A country's name in the reader's language from its ISO code, else `fallback` (the stored name), else the code. */
export function useCountryName() {
  const { i18n } = useTranslation();
  return (code: string, fallback = '') => {
    if (!/^[A-Za-z]{2}$/.test(code)) return fallback || code;
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code.toUpperCase()) ?? (fallback || code);
    } catch {
      return fallback || code;
    }
  };
}

/**
 * A flag (an SVG of `flag-icons`, fetched only when shown: emoji flags don't draw on Windows or on Linux without an
 * emoji font) and the country's name in the reader's language.
 */
export function CountryLabel({ code, name = '', ...props }: { code: string; name?: string } & TextProps) {
  const countryName = useCountryName();
  const valid = /^[A-Za-z]{2}$/.test(code);
  if (!valid && !name) return <Text {...props}>—</Text>;
  return (
    <Group gap={8} wrap="nowrap" component="span">
      {valid && (
        <span className={`fi fi-${code.toLowerCase()}`} aria-hidden style={{ borderRadius: 2, flex: 'none' }} />
      )}
      <Text component="span" {...props}>
        {countryName(code, name)}
      </Text>
    </Group>
  );
}
