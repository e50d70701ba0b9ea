import { Group, PinInput, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export interface OneTimeCodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the code once all six digits are in. */
  onComplete: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
  size?: 'sm' | 'md';
}

/** The six digits of an authenticator code, always left to right (also in Arabic), with its label and error. */
export function OneTimeCodeInput({
  label,
  value,
  onChange,
  onComplete,
  error,
  autoFocus,
  size,
}: OneTimeCodeInputProps) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group justify="center" style={{ direction: 'ltr' }}>
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          autoFocus={autoFocus}
          size={size}
          value={value}
          onChange={onChange}
          onComplete={onComplete}
          error={Boolean(error)}
          ariaLabel={label}
          aria-labelledby={labelId}
        />
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" ta="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}
