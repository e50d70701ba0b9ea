import { Avatar, Group, MultiSelect, type MultiSelectProps, Text } from '@mantine/core';

/** A user a picker offers: id, full name and avatar (the kanban's members, the calendar's guests). */
export interface PickablePerson {
  id: number;
  name: string;
  img: string | null;
}

export interface PeopleMultiSelectProps extends Omit<MultiSelectProps, 'data' | 'renderOption'> {
  people: readonly PickablePerson[];
}

/** A multi-select of the office's users, each option with their avatar (initials when they have none). */
export function PeopleMultiSelect({ people, ...props }: PeopleMultiSelectProps) {
  const byId = new Map(people.map((person) => [String(person.id), person]));
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      {...props}
      data={[...byId.values()].map((person) => ({ value: String(person.id), label: person.name }))}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Avatar src={byId.get(option.value)?.img} name={option.label} size="sm" color="initials" alt="" />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
