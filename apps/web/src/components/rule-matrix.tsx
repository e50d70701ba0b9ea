import { Checkbox, Table, Text } from '@mantine/core';
import { SUBJECTS, type Action, type Grant, type Subject } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/** The matrix's columns: the four actions, then `manage` (every action). */
export const MATRIX_ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const satisfies readonly Action[];
/** The matrix's rows: every subject but `all`, which is the "administrator" row. */
export const MATRIX_SUBJECTS = SUBJECTS.filter((subject): subject is Exclude<Subject, 'all'> => subject !== 'all');

const has = (rules: readonly Grant[], action: Action, subject: Subject) =>
  rules.some((rule) => rule.action === action && rule.subject === subject);

/** Adds or removes one rule, keeping the rest in order. */
export function toggleGrant(rules: readonly Grant[], action: Action, subject: Subject, on: boolean): Grant[] {
  const rest = rules.filter((rule) => !(rule.action === action && rule.subject === subject));
  return on ? [...rest, { action, subject }] : rest;
}

export interface RuleMatrixProps {
  value: readonly Grant[];
  onChange: (next: Grant[]) => void;
  disabled?: boolean;
  /** Id of the element labelling the table. */
  labelledBy?: string;
}

/**
 * The permission matrix of roles and permissions: subjects × read/create/update/delete/manage, plus a first
 * "administrator" row (`manage all`) that selects everything. A ticked `manage` covers its row's other actions,
 * shown ticked and locked. Its words live in the `roles` namespace (`matrix.*`, `subjects.*`, `actions.*`).
 */
export function RuleMatrix({ value, onChange, disabled = false, labelledBy }: RuleMatrixProps) {
  const { t } = useTranslation('roles');
  const everything = has(value, 'manage', 'all');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={6} striped aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('matrix.subject')}</Table.Th>
            {MATRIX_ACTIONS.map((action) => (
              <Table.Th key={action} ta="center">
                {t(`actions.${action}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              <Text fw={600} size="sm">
                {t('matrix.administrator')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('matrix.administratorHint')}
              </Text>
            </Table.Td>
            <Table.Td colSpan={MATRIX_ACTIONS.length} ta="center">
              <Checkbox
                label={t('matrix.selectAll')}
                checked={everything}
                disabled={disabled}
                onChange={(event) => onChange(toggleGrant(value, 'manage', 'all', event.currentTarget.checked))}
                styles={{ body: { justifyContent: 'center' } }}
              />
            </Table.Td>
          </Table.Tr>
          {MATRIX_SUBJECTS.map((subject) => {
            const manages = everything || has(value, 'manage', subject);
            return (
              <Table.Tr key={subject}>
                <Table.Td>
                  <Text size="sm">{t(`subjects.${subject}`)}</Text>
                </Table.Td>
                {MATRIX_ACTIONS.map((action) => {
                  const implied = action === 'manage' ? everything : manages;
                  const label = t('matrix.cell', {
                    action: t(`actions.${action}`),
                    subject: t(`subjects.${subject}`),
                  });
                  return (
                    <Table.Td key={action} ta="center">
                      <Checkbox
                        aria-label={label}
                        checked={implied || has(value, action, subject)}
                        disabled={disabled || implied}
                        onChange={(event) => onChange(toggleGrant(value, action, subject, event.currentTarget.checked))}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
