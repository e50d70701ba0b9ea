import type { CaseStage, JudgmentBody, StageCreateBody, StagePromoteBody, StageUpdateBody } from '@mizan/contracts';
import { api } from '@/lib/api';
import { useCaseWrite } from './legal-cases.api';

/**
 * Writes to a case's stages. The stages themselves are read with the case (`CaseDetail.stages`), so each write
 * refreshes the case (current stage, court, appeal deadline and the parties' capacities after a promotion).
 */
export const useCreateStage = (caseId: number) =>
  useCaseWrite(caseId, (body: StageCreateBody) =>
    api<CaseStage>(`/legal-cases/${caseId}/stages`, { method: 'POST', body }),
  );

export const useUpdateStage = (caseId: number) =>
  useCaseWrite(caseId, ({ stageId, body }: { stageId: number; body: StageUpdateBody }) =>
    api<CaseStage>(`/legal-cases/${caseId}/stages/${stageId}`, { method: 'PATCH', body }),
  );

export const useRecordJudgment = (caseId: number) =>
  useCaseWrite(caseId, ({ stageId, body }: { stageId: number; body: JudgmentBody }) =>
    api<CaseStage>(`/legal-cases/${caseId}/stages/${stageId}/judgment`, { method: 'POST', body }),
  );

export const usePromoteStage = (caseId: number) =>
  useCaseWrite(caseId, ({ stageId, body }: { stageId: number; body: StagePromoteBody }) =>
    api<CaseStage>(`/legal-cases/${caseId}/stages/${stageId}/promote`, { method: 'POST', body }),
  );
