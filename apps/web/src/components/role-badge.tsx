import { Badge, type BadgeProps } from '@mantine/core';
import { useRoleName } from '@/lib/acl-names';
import { roleColor } from './role-color';

/**
 * A role as a coloured chip, named in the reader's language (seeded roles) or as typed (`dir="auto"`, so a name in
 * another script reads in its own direction).
 */
export function RoleBadge({ role, ...props }: { role: string } & Omit<BadgeProps, 'children' | 'color'>) {
  const roleName = useRoleName();
  return (
    <Badge variant="light" color={roleColor(role)} dir="auto" {...props}>
      {roleName(role)}
    </Badge>
  );
}
