import { List, ThemeIcon, Text, Group } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { AbilityRule } from '@mizan/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One permission rule in words ("View the access-control demo"). The vocabulary (actions, subjects, roles)
 * lives in the `acl` namespace, which `RuleList` loads itself, so any page can show rules.
 */
export function ruleText(t: TFunction, rule: AbilityRule): string {
  const text =
    rule.action === 'manage' && rule.subject === 'all'
      ? t('acl:rules.manageAll')
      : t(`acl:rules.actions.${rule.action}`, {
          subject: t(`acl:rules.subjects.${rule.subject}`, { defaultValue: rule.subject }),
        });
  return rule.inverted ? t('acl:rules.inverted', { rule: text }) : text;
}

/** Rules as a list with a granted or denied mark; `detail` adds something after each rule's words. */
export function RuleList({
  rules,
  empty,
  detail,
}: {
  rules: AbilityRule[];
  empty: string;
  detail?: (rule: AbilityRule) => ReactNode;
}) {
  const { t } = useTranslation('acl');
  if (rules.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <List spacing="sm" center>
      {rules.map((rule) => (
        <List.Item
          key={`${rule.inverted ? '!' : ''}${rule.action}:${rule.subject}`}
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" color={rule.inverted ? 'red' : 'teal'}>
              {rule.inverted ? <IconCircleX size={14} /> : <IconCircleCheck size={14} />}
            </ThemeIcon>
          }
        >
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{ruleText(t, rule)}</Text>
            {detail?.(rule)}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
