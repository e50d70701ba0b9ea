import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The search as stored (the URL's `q`). */
  value: string | undefined;
  /** Called 300 ms after typing stops, with the trimmed text (undefined when empty). */
  onSearch: (q: string | undefined) => void;
  label: string;
}

/** A table's search box: shows what is typed at once, searches once typing pauses. */
export function SearchInput({ value, onSearch, label, ...props }: SearchInputProps) {
  const [text, setText] = useState(value ?? '');
  const debouncedSearch = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined), 300);

  // Another way to the same URL (back button, a link) updates the box: adjust during render, not in an effect.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }

  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debouncedSearch(event.currentTarget.value);
      }}
      {...props}
    />
  );
}
