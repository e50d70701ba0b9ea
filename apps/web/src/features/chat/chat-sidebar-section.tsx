import { Text } from '@mantine/core';
import classes from './chat.module.css';

/** A titled list of the sidebar (chats, groups, contacts, messages found). */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pt="md" pb={4}>
        {title}
      </Text>
      <ul className={classes.rows}>{children}</ul>
    </section>
  );
}
