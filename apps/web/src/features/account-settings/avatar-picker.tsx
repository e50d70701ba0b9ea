import { AVATAR_MAX_BYTES, AVATAR_TYPES, type AccountProfile } from '@mizan/contracts';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useRemoveAvatar, useUploadAvatar } from './account-settings.api';

/** The profile photo: uploaded or removed at once, apart from the profile form. */
export function AvatarPicker({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError(t('account.avatar.badType'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('account.avatar.tooBig'));
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('account.avatar.uploaded') }),
      onError: (failure) =>
        setError(
          String(
            errorText(failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : failure.message),
          ),
        ),
    });
  };

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar
        src={profile.avatar}
        name={profile.fullName}
        color="initials"
        size={100}
        radius="md"
        alt={profile.fullName}
      />
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton onChange={pick} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                {t('account.avatar.upload')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            disabled={!profile.avatar}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'green', message: t('account.avatar.removed') }),
                onError: (failure) => setError(String(errorText(failure.message))),
              })
            }
          >
            {t('account.avatar.reset')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('account.avatar.hint')}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
