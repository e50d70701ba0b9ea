import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CaseCreateBody } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { useLeaveGuard } from '@/components/leave-guard';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useSessionUser } from '@/lib/session';
import {
  BASICS_FIELDS,
  basicsBody,
  CaseFormBasics,
  emptyBasics,
  validateBasics,
  type CaseBasicsValues,
} from './case-form-basics';
import { initialWizard, WIZARD_STEPS as STEPS, wizardReducer, wizardTouched } from './case-create-wizard';
import { CaseFormCourt, stageBody, validateStage } from './case-form-court';
import { CaseFormDocuments } from './case-form-documents';
import { CaseFormParties, validateParties } from './case-form-parties';
import { ConflictCheckPanel, useLiveConflictCheck } from './conflict-check-panel';
import { OfficeDatesProvider } from '@/components/date-inputs';
import { uploadCaseDocument } from './documents.api';
import { caseOptionsQuery, useCreateCase } from './legal-cases.api';

/** The create wizard (إضافة قضية): basics, parties with a live conflict check, court, power of attorney and files. */
export function CaseCreatePage() {
  const { t } = useTranslation('legal-cases');
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const user = useSessionUser();
  const options = useQuery(caseOptionsQuery());
  const create = useCreateCase();

  const form = useForm<CaseBasicsValues>({ initialValues: emptyBasics(null), validate: validateBasics(t) });
  const [wizard, dispatch] = useReducer(wizardReducer, undefined, initialWizard);
  const { active, parties, waived, waiveNote, waiveError, stage, powers, files } = wizard;
  const [finishing, setFinishing] = useState(false);
  // The wizard's card: after a refused step, its first invalid field is scrolled to and focused.
  const card = useRef<HTMLDivElement>(null);

  // The current user is the responsible lawyer by default, when they are one.
  const lawyers = options.data?.lawyers;
  useEffect(() => {
    if (!lawyers || !user || form.values.responsibleLawyerId) return;
    if (lawyers.some((lawyer) => lawyer.id === user.id)) {
      form.setInitialValues({ ...form.values, responsibleLawyerId: String(user.id) });
      form.setFieldValue('responsibleLawyerId', String(user.id));
    }
    // Once, when the lawyers arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lawyers, user]);

  const ids = (role: 'client' | 'opponent') =>
    parties.filter((party) => party.role === role && party.contact).map((party) => party.contact!.id);
  const conflict = useLiveConflictCheck(ids('client'), ids('opponent'));

  const { guard, release } = useLeaveGuard(form.isDirty() || wizardTouched(wizard));

  const checkStep = (step: number): boolean => {
    if (step === 0) return !form.validate().hasErrors;
    if (step === 1) {
      const { rows, step: stepError } = validateParties(parties, t);
      dispatch({ type: 'partiesChecked', rows, stepError });
      if (Object.keys(rows).length > 0 || stepError) return false;
      if (conflict.status === 'checking') {
        dispatch({ type: 'partiesError', message: t('formPage.waitForCheck') });
        return false;
      }
      if (conflict.status === 'hits' && (!waived || !waiveNote.trim())) {
        dispatch({ type: 'waiveError', message: t('validation.waiveNeedsNote') });
        dispatch({ type: 'partiesError', message: t('formPage.conflictBlocks') });
        return false;
      }
      dispatch({ type: 'waiveError', message: undefined });
      return true;
    }
    if (step === 2) {
      const errors = validateStage(stage, t);
      dispatch({ type: 'stageErrors', errors });
      return Object.keys(errors).length === 0;
    }
    return true;
  };

  const next = () => {
    if (checkStep(active)) dispatch({ type: 'next' });
    else focusFirstInvalid(card.current);
  };

  const conflictCheck = (): CaseCreateBody['conflictCheck'] => {
    if (conflict.status === 'hits')
      return { state: waived ? 'waived' : 'conflict', note: waived ? waiveNote.trim() : '' };
    if (conflict.status === 'clear') return { state: 'clear', note: '' };
    return undefined;
  };

  const finish = async () => {
    for (let step = 0; step < STEPS.length; step += 1) {
      if (!checkStep(step)) {
        dispatch({ type: 'goTo', step });
        focusFirstInvalid(card.current);
        return;
      }
    }
    const body: CaseCreateBody = {
      ...basicsBody(form.values),
      parties: parties
        .filter((party) => party.contact)
        .map((party) => ({ contactId: party.contact!.id, role: party.role, capacity: party.capacity })),
      firstStage: stageBody(stage),
      powerOfAttorneyIds: powers.map((power) => power.id),
      conflictCheck: conflictCheck(),
    };
    setFinishing(true);
    try {
      const created = await create.mutateAsync(body);
      const failed: string[] = [];
      for (const entry of files) {
        try {
          await uploadCaseDocument(created.id, entry.file, entry.category);
        } catch {
          failed.push(entry.file.name);
        }
      }
      notifications.show({ color: 'success', message: t('toasts.created', { fileNumber: created.fileNumber }) });
      if (failed.length > 0) {
        notifications.show({
          color: 'error',
          autoClose: false,
          title: t('formPage.uploadsFailed'),
          message: failed.join('، '),
        });
      }
      release();
      void navigate({ to: '/legal-cases/$id', params: { id: String(created.id) } });
    } catch (error) {
      handleCreateError(error);
      focusFirstInvalid(card.current);
    } finally {
      setFinishing(false);
    }
  };

  const handleCreateError = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ApiError && error.body.errors) {
      const fieldErrors = error.body.errors;
      const basics = Object.fromEntries(
        BASICS_FIELDS.filter((field) => fieldErrors[field]?.[0]).map((field) => [field, fieldErrors[field]![0]]),
      );
      if (Object.keys(basics).length > 0) {
        form.setErrors(basics);
        dispatch({ type: 'goTo', step: 0 });
      } else if (
        Object.keys(fieldErrors).some((field) => field.startsWith('parties') || field.startsWith('conflictCheck'))
      ) {
        dispatch({ type: 'partiesError', message: Object.values(fieldErrors)[0]?.[0] ?? message });
        dispatch({ type: 'goTo', step: 1 });
      } else if (Object.keys(fieldErrors).some((field) => field.startsWith('firstStage'))) {
        dispatch({
          type: 'stageErrors',
          errors: Object.fromEntries(
            Object.entries(fieldErrors).map(([field, messages]) => [
              field.replace(/^firstStage\.?/, ''),
              messages[0] ?? '',
            ]),
          ),
        });
        dispatch({ type: 'goTo', step: 2 });
      }
    }
    notifications.show({ color: 'error', title: t('toasts.saveFailed'), message });
  };

  const stepLabel = (step: (typeof STEPS)[number]) => t(`wizard.steps.${step}`);
  const firstClient = parties.find((party) => party.role === 'client' && party.contact)?.contact ?? null;

  const content = [
    <CaseFormBasics key="basics" form={form} options={options.data} />,
    <CaseFormParties
      key="parties"
      parties={parties}
      onChange={(next) => dispatch({ type: 'partiesChanged', parties: next })}
      errors={wizard.partyErrors}
      stepError={wizard.partiesError}
      conflict={
        <ConflictCheckPanel
          status={conflict.status}
          hits={conflict.hits}
          waived={waived}
          note={waiveNote}
          onWaivedChange={(next) => dispatch({ type: 'waivedChanged', waived: next })}
          onNoteChange={(note) => dispatch({ type: 'waiveNoteChanged', note })}
          noteError={waived && waiveNote.trim() ? undefined : waiveError}
        />
      }
    />,
    <CaseFormCourt
      key="court"
      stage={stage}
      onChange={(next) => dispatch({ type: 'stageChanged', stage: next })}
      errors={wizard.stageErrors}
      options={options.data}
    />,
    <CaseFormDocuments
      key="documents"
      powers={powers}
      onPowersChange={(next) => dispatch({ type: 'powersChanged', powers: next })}
      files={files}
      onFilesChange={(next) => dispatch({ type: 'filesChanged', files: next })}
      defaultPrincipal={firstClient}
      newPowerOpened={wizard.newPowerOpened}
      onNewPowerOpenedChange={(opened) => dispatch({ type: 'newPowerOpened', opened })}
    />,
  ];

  const optional = active >= 2;
  return (
    <OfficeDatesProvider>
      <Stack gap="lg">
        <PageHeader
          title={t('pages.create.title')}
          trail={[{ label: t('breadcrumbs.legalCases'), to: '/legal-cases' }, { label: t('breadcrumbs.create') }]}
        />
        <Paper ref={card} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="lg">
            <Stepper
              active={active}
              onStepClick={(step) => step < active && dispatch({ type: 'goTo', step })}
              allowNextStepsSelect={false}
              size="sm"
              iconSize={phone ? 28 : undefined}
            >
              {STEPS.map((step, index) => (
                <Stepper.Step
                  key={step}
                  label={phone ? undefined : stepLabel(step)}
                  description={phone ? undefined : t(`wizard.steps.${step}Hint`)}
                  // On a phone the step's number is all it shows: its name starts with that number (WCAG 2.5.3).
                  aria-label={
                    phone
                      ? `${t('formPage.stepOf', { step: index + 1, total: STEPS.length })}: ${stepLabel(step)}`
                      : undefined
                  }
                />
              ))}
            </Stepper>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('formPage.stepOf', { step: active + 1, total: STEPS.length })}
              </Text>
              <Title order={2} size="h4">
                {stepLabel(STEPS[active]!)}
              </Title>
            </Stack>
            {content[active]}
            {create.isError && !(create.error instanceof ApiError && create.error.body.errors) && (
              <Alert color="error" variant="light">
                {create.error.message}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              <Button variant="default" onClick={() => void navigate({ to: '/legal-cases' })}>
                {t('actions.cancel')}
              </Button>
              <Group gap="sm">
                {active > 0 && (
                  <Button variant="default" onClick={() => dispatch({ type: 'back' })}>
                    {t('wizard.back')}
                  </Button>
                )}
                {optional && active < STEPS.length - 1 && (
                  <Button variant="subtle" onClick={() => dispatch({ type: 'stageSkipped' })}>
                    {t('wizard.skip')}
                  </Button>
                )}
                {active < STEPS.length - 1 ? (
                  <Button onClick={next}>{t('wizard.next')}</Button>
                ) : (
                  <Button onClick={() => void finish()} loading={finishing}>
                    {t('wizard.finish')}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </Paper>
      </Stack>
      {guard}
    </OfficeDatesProvider>
  );
}
