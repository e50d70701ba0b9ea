import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Category } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { categoryOptionsQuery, useDeleteCategory } from './categories.api';

/**
 * Confirms a category's deletion. A category with products needs another one to take them: the choice shows at
 * once when the row counts products, or when the server answers 409 (`errors.moveTo`), and the delete is retried
 * with `moveTo`.
 */
export function CategoryDeleteModal({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Modal opened={category !== null} onClose={onClose} title={t('categories.delete.title')} centered>
      {category && <DeleteBody key={category.id} category={category} onClose={onClose} />}
    </Modal>
  );
}

function DeleteBody({ category, onClose }: { category: Category; onClose: () => void }) {
  const { t } = useTranslation('ecommerce');
  const remove = useDeleteCategory();
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [inUse, setInUse] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const needsMove = category.products > 0 || inUse !== null;
  const options = useQuery({ ...categoryOptionsQuery(), enabled: needsMove });
  const targets = (options.data ?? [])
    .filter((option) => option.id !== category.id)
    .map((option) => ({ value: String(option.id), label: option.name }));

  const confirm = () => {
    remove.mutate(
      { id: category.id, moveTo: needsMove && moveTo ? Number(moveTo) : undefined },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('categories.delete.done', { name: category.name }) });
          onClose();
        },
        onError: (error) => {
          const moveMessage = error instanceof ApiError ? error.fieldError('moveTo') : undefined;
          if (error instanceof ApiError && error.status === 409 && moveMessage) {
            setInUse(moveMessage);
            setMoveError(null);
          } else if (moveMessage) setMoveError(moveMessage);
          else notifications.show({ color: 'error', message: t('common.deleteFailed', { message: error.message }) });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text size="sm">{t('categories.delete.confirm', { name: category.name })}</Text>
      {needsMove && (
        <Stack gap="xs">
          <Text size="sm" c="warning" role="status">
            {inUse ?? t('categories.delete.inUse', { count: category.products })}
          </Text>
          <Select
            label={t('categories.delete.moveTo')}
            placeholder={t('categories.delete.moveToPlaceholder')}
            data={targets}
            value={moveTo}
            onChange={(value) => {
              setMoveTo(value);
              setMoveError(null);
            }}
            error={moveError}
            searchable
            required
            nothingFoundMessage={t('common.noData')}
            comboboxProps={{ withinPortal: true }}
          />
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          loading={remove.isPending}
          disabled={needsMove && !moveTo}
          onClick={confirm}
          data-autofocus
        >
          {needsMove ? t('categories.delete.moveAndDelete') : t('common.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
