import type { CaseStage, JudgmentBody, StageCreateBody, StagePromoteBody, StageUpdateBody } from '@mizan/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useInvalidateCase } from './legal-cases.api';

/**
 * Writes to a case's stages. The stages themselves are read with the case (`CaseDetail.stages`), so each write
 * refreshes the case (current stage, court, appeal deadline and the parties' capacities after a promotion).
 */
export function useCreateStage(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (body: StageCreateBody) => api<CaseStage>(`/legal-cases/${caseId}/stages`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useUpdateStage(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ stageId, body }: { stageId: number; body: StageUpdateBody }) =>
      api<CaseStage>(`/legal-cases/${caseId}/stages/${stageId}`, { method: 'PATCH', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useRecordJudgment(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ stageId, body }: { stageId: number; body: JudgmentBody }) =>
      api<CaseStage>(`/legal-cases/${caseId}/stages/${stageId}/judgment`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function usePromoteStage(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ stageId, body }: { stageId: number; body: StagePromoteBody }) =>
      api<CaseStage>(`/legal-cases/${caseId}/stages/${stageId}/promote`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}
