import { Group, Radio, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ChatGroupBody, ChatListResponse } from '@mizan/contracts';
import { IconUsersPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { PeopleMultiSelect, type PickablePerson } from '@/components/people-multi-select';
import { TooltipActionIcon } from '@/components/tooltip-action-icon';
import { useErrorText } from '@/lib/error-text';
import { reportSaveFailure } from '@/lib/report-save-failure';
import { ability, useSessionUser } from '@/lib/session';
import { ChatCaseField } from './chat-case-field';
import { chatTeamsQuery, useCreateGroup } from './chat-groups.api';

/** Whom a new group gathers: chosen people (and a title), a team one is in, or the people of a case. */
export type GroupKind = 'people' | 'team' | 'case';

interface GroupValues {
  kind: GroupKind;
  title: string;
  memberIds: string[];
  teamId: string | null;
  caseId: string | null;
}

/** The contract's longest title. */
const TITLE_MAX = 200;

/** The fields each kind shows: only those take the server's messages (others go to a toast). */
const FIELDS = {
  people: ['title', 'memberIds'],
  team: ['teamId'],
  case: ['caseId'],
} as const satisfies Record<GroupKind, readonly (keyof GroupValues)[]>;

/** Only the chosen kind's fields are checked. */
function validate(values: GroupValues): Partial<Record<keyof GroupValues, string>> {
  if (values.kind === 'team') return values.teamId ? {} : { teamId: 'Choose a team' };
  if (values.kind === 'case') return values.caseId ? {} : { caseId: 'Choose a case' };
  return {
    ...(values.title.trim() ? {} : { title: 'Give the group a title' }),
    ...(values.memberIds.length > 0 ? {} : { memberIds: 'Choose at least one person' }),
  };
}

function toBody({ kind, title, memberIds, teamId, caseId }: GroupValues): ChatGroupBody {
  if (kind === 'team') return { teamId: Number(teamId) };
  if (kind === 'case') return { caseId: Number(caseId) };
  return { title: title.trim(), memberIds: memberIds.map(Number) };
}

/** The sidebar's "New group" button and its dialog, for those who may create in the chat. */
export function ChatNewGroupButton({
  list,
  onCreated,
}: {
  list: ChatListResponse | undefined;
  onCreated: (groupId: number) => void;
}) {
  const { t } = useTranslation('chat');
  const [opened, setOpened] = useState(false);
  const allowed = useSessionUser() !== null && ability.can('create', 'Chat');
  const people = useMemo(
    () =>
      [...(list?.chatsContacts ?? []), ...(list?.contacts ?? [])]
        .map((person) => ({ id: person.id, name: person.fullName, img: person.avatar }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [list],
  );
  if (!allowed) return null;
  return (
    <>
      <TooltipActionIcon
        label={t('newGroup')}
        size="lg"
        variant="light"
        color="primary"
        onClick={() => setOpened(true)}
      >
        <IconUsersPlus size={18} aria-hidden />
      </TooltipActionIcon>
      <ChatGroupDialog opened={opened} onClose={() => setOpened(false)} people={people} onCreated={onCreated} />
    </>
  );
}

export interface ChatGroupDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Those one may chat with: the people a group may gather. */
  people: readonly PickablePerson[];
  /** The group was made: open it. */
  onCreated: (groupId: number) => void;
}

/** "New group": of chosen people, of a team one is in, or of a case one may open. */
export function ChatGroupDialog({ opened, onClose, people, onCreated }: ChatGroupDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('groupForm.title')} size="md">
      <GroupForm
        people={people}
        onCreated={(id) => {
          onClose();
          onCreated(id);
        }}
      />
    </DialogForm>
  );
}

function GroupForm({ people, onCreated }: Pick<ChatGroupDialogProps, 'people' | 'onCreated'>) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText('chat:groupErrors');
  const create = useCreateGroup();
  const mayPickCase = ability.can('read', 'LegalCase');
  const form = useForm<GroupValues>({
    initialValues: { kind: 'people', title: '', memberIds: [], teamId: null, caseId: null },
    validate,
    onValuesChange: (values, previous) => {
      if (values.kind !== previous.kind) form.clearErrors();
    },
  });
  const { kind } = form.values;
  const teams = useQuery({ ...chatTeamsQuery(), enabled: kind === 'team' });

  // Returns the save's promise, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if ((await form.validate()).hasErrors) return;
    const values = form.getValues();
    try {
      const { group } = await create.mutateAsync(toBody(values));
      notifications.show({ color: 'success', message: t('groupForm.created', { title: group.title }) });
      onCreated(group.id);
    } catch (error) {
      reportSaveFailure(form, error, FIELDS[values.kind], t('groupForm.failed'), errorText);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Radio.Group {...form.getInputProps('kind')} label={t('groupForm.kind')}>
        <Group gap="md" mt={6}>
          <Radio value="people" label={t('groupForm.kinds.people')} />
          <Radio value="team" label={t('groupForm.kinds.team')} />
          {mayPickCase && <Radio value="case" label={t('groupForm.kinds.case')} />}
        </Group>
      </Radio.Group>
      {kind === 'people' && (
        <>
          <TextInput
            {...form.getInputProps('title')}
            error={errorText(form.errors.title)}
            label={t('groupForm.name')}
            placeholder={t('groupForm.namePlaceholder')}
            maxLength={TITLE_MAX}
            required
            data-autofocus
          />
          <PeopleMultiSelect
            {...form.getInputProps('memberIds')}
            error={errorText(form.errors.memberIds)}
            people={people}
            label={t('groupForm.people')}
            placeholder={t('groupForm.peoplePlaceholder')}
            required
          />
        </>
      )}
      {kind === 'team' && (
        <Select
          {...form.getInputProps('teamId')}
          error={errorText(form.errors.teamId)}
          label={t('groupForm.team')}
          description={t('groupForm.teamHelp')}
          placeholder={teams.data?.length === 0 ? t('groupForm.noTeams') : t('groupForm.teamPlaceholder')}
          data={(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
          searchable
          required
        />
      )}
      {kind === 'case' && mayPickCase && (
        <ChatCaseField
          {...form.getInputProps('caseId')}
          error={errorText(form.errors.caseId)}
          label={t('groupForm.case')}
          description={t('groupForm.caseHelp')}
          required
        />
      )}
      <FormActions submitLabel={t('groupForm.create')} loading={create.isPending} />
    </DialogFormBody>
  );
}
