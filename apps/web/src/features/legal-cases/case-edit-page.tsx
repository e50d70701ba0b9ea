import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CaseDetail, CaseOptions, CaseUpdateBody } from '@mizan/contracts';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { StaleAlert } from '@/components/stale-alert';
import { useLeaveGuard } from '@/components/leave-guard';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Ltr } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useFormSnapshot } from '@/lib/form-snapshot';
import { ability, useSessionUser } from '@/lib/session';
import {
  BASICS_FIELDS,
  basicsBody,
  basicsOf,
  CaseFormBasics,
  validateBasics,
  type CaseBasicsValues,
} from './case-form-basics';
import { OfficeDatesProvider } from '@/components/date-inputs';
import { caseDetailQuery, caseOptionsQuery, useUpdateCase } from './legal-cases.api';

/** Only what changed, with the version the form was read at. */
export function changedFields(
  before: CaseBasicsValues,
  after: CaseBasicsValues,
  version: number,
  withFileNumber: boolean,
): CaseUpdateBody {
  const body: Record<string, unknown> = { version };
  const was = basicsBody(before) as Record<string, unknown>;
  const now = basicsBody(after) as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (JSON.stringify(now[key]) !== JSON.stringify(was[key])) body[key] = now[key];
  }
  if (withFileNumber && after.fileNumber.trim() !== before.fileNumber) body.fileNumber = after.fileNumber.trim();
  return body as CaseUpdateBody;
}

/** تعديل القضية: the basics only (status, parties and stages have their own actions and tabs). */
export function CaseEditPage({ id }: { id: number }) {
  const { t } = useTranslation('legal-cases');
  useSessionUser();
  const canManage = ability.can('manage', 'LegalCase');
  const detail = useQuery({
    ...caseDetailQuery(id),
    enabled: id > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const options = useQuery(caseOptionsQuery());
  /** The case the form was filled from: kept while the cache refreshes, replaced on save or by "reload" after a 409. */
  const { shown, generation, reload, setLoaded } = useFormSnapshot(detail);

  const notFound = id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404);
  const fileNumber = shown?.fileNumber;
  const trail = [
    {
      label: t('breadcrumbs.legalCases'),
      to: '/legal-cases' as LinkProps['to'],
    },
    ...(fileNumber ? [{ label: fileNumber, to: `/legal-cases/${id}` as LinkProps['to'] }] : []),
    { label: t('formPage.editCrumb') },
  ];

  return (
    <OfficeDatesProvider>
      <Stack gap="lg">
        <PageHeader title={t('pages.edit.title')} trail={trail} />
        {notFound ? (
          <Alert
            color="warning"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('details.notFound')}
          >
            <Anchor component={Link} to="/legal-cases" size="sm">
              {t('formPage.backToList')}
            </Anchor>
          </Alert>
        ) : detail.isError && !shown ? (
          <LoadErrorAlert title={t('details.error')} onRetry={() => void detail.refetch()} />
        ) : !shown ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('formPage.loading')} />
          </Group>
        ) : (
          <CaseEditForm
            key={generation}
            detail={shown}
            options={options.data}
            canManage={canManage}
            reloading={detail.isFetching}
            onReload={() => void reload()}
            onSaved={(saved) => setLoaded(saved)}
          />
        )}
      </Stack>
    </OfficeDatesProvider>
  );
}

function CaseEditForm({
  detail,
  options,
  canManage,
  reloading,
  onReload,
  onSaved,
}: {
  detail: CaseDetail;
  options: CaseOptions | undefined;
  canManage: boolean;
  reloading: boolean;
  onReload: () => void;
  onSaved: (detail: CaseDetail) => void;
}) {
  const { t } = useTranslation('legal-cases');
  const navigate = useNavigate();
  const id = detail.id;
  const update = useUpdateCase();
  const form = useForm<CaseBasicsValues>({
    initialValues: basicsOf(detail),
    validate: validateBasics(t),
  });
  const [stale, setStale] = useState<string | null>(null);
  const { guard, release } = useLeaveGuard(form.isDirty());
  const loaded = detail;

  const backToCase = () => void navigate({ to: '/legal-cases/$id', params: { id: String(id) } });

  const save = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget ?? null;
      if (!loaded) return;
      const body = changedFields(form.getInitialValues(), values, loaded.version, canManage);
      if (Object.keys(body).length === 1) {
        backToCase();
        return;
      }
      try {
        onSaved(await update.mutateAsync({ id, body }));
        notifications.show({ color: 'success', message: t('toasts.updated') });
        release();
        backToCase();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setStale(error.message);
          return;
        }
        if (error instanceof ApiError && error.body.errors) {
          const fieldErrors = error.body.errors;
          form.setErrors(
            Object.fromEntries(
              BASICS_FIELDS.filter((field) => fieldErrors[field]?.[0]).map((field) => [field, fieldErrors[field]![0]]),
            ),
          );
          focusFirstInvalid(formElement);
        }
        notifications.show({
          color: 'error',
          title: t('toasts.saveFailed'),
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
  );

  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form noValidate onSubmit={save}>
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              {t('formPage.fileLabel')} <Ltr>{loaded.fileNumber}</Ltr> · {loaded.title}
            </Text>
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
              {t('formPage.editElsewhere')}
            </Alert>
            {stale && (
              <StaleAlert
                color="error"
                role="alert"
                title={stale}
                message={t('toasts.stale')}
                reloadLabel={t('formPage.reload')}
                reloading={reloading}
                onReload={onReload}
              />
            )}
            <CaseFormBasics
              form={form}
              options={options}
              showFileNumber={canManage}
              people={[...(detail.responsibleLawyer ? [detail.responsibleLawyer] : []), ...detail.team]}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={backToCase}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={Boolean(stale)}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {guard}
    </>
  );
}
