import 'flag-icons/css/flag-icons.min.css';
import { Group, Text, type TextProps } from '@mantine/core';
import { useDisplayNames } from '@/lib/display-names';

/** A country's name in the reader's language from its ISO code, else from `fallback` (the stored name), else the code. */
export function useCountryName() {
  const names = useDisplayNames();
  return (code: string, fallback = '') => {
    const fromCode = names.countryName(code);
    return fromCode !== code.trim() ? fromCode : names.countryName(fallback) || code;
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
