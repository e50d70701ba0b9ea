import { Stack, Text } from '@mantine/core';
import type { Grant } from '@mizan/contracts';
import { useId } from 'react';
import { RuleMatrix } from './rule-matrix';

export interface RuleMatrixFieldProps {
  label: string;
  /** Shown above the matrix, already in the interface language. */
  error?: string;
  value: Grant[];
  onChange: (value: Grant[]) => void;
}

/** The permission matrix as a labelled form field. */
export function RuleMatrixField({ label, error, value, onChange }: RuleMatrixFieldProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text fw={600} id={labelId}>
        {label}
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <RuleMatrix value={value} onChange={onChange} labelledBy={labelId} />
    </Stack>
  );
}
