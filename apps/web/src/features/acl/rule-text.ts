import type { AbilityRule } from '@mizan/contracts';
import type { TFunction } from 'i18next';

/**
 * One permission rule in words ("View the access-control demo"). The vocabulary (actions, subjects, roles)
 * lives in the `acl` namespace, shared with the access-control page.
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
