import type { CaseTask, CaseTaskCreateBody, CaseTaskList, CaseTaskUpdateBody } from '@mizan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { casePartQuery, useCaseWrite, useInvalidateCase } from './legal-cases.api';

export const caseTasksQuery = (caseId: number) => casePartQuery<CaseTaskList>(caseId, 'tasks');

export const useCreateCaseTask = (caseId: number) =>
  useCaseWrite(caseId, (body: CaseTaskCreateBody) =>
    api<CaseTask>(`/legal-cases/${caseId}/tasks`, { method: 'POST', body }),
  );

/**
 * Edits, completes or reopens a task, sending back the `version` the user saw (a stale one answers 409 with a
 * message). A tick shows at once and is rolled back when the server refuses it.
 */
export function useUpdateCaseTask(caseId: number) {
  const invalidate = useInvalidateCase();
  const client = useQueryClient();
  const key = caseTasksQuery(caseId).queryKey;
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: number; body: CaseTaskUpdateBody }) =>
      api<CaseTask>(`/legal-cases/${caseId}/tasks/${taskId}`, { method: 'PATCH', body }),
    onMutate: async ({ taskId, body }) => {
      if (body.completed === undefined) return undefined;
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      client.setQueryData(key, (list) =>
        list
          ? {
              tasks: list.tasks.map((task) =>
                task.id === taskId
                  ? {
                      ...task,
                      completed: body.completed ?? task.completed,
                      completedAt: body.completed ? new Date().toISOString() : null,
                    }
                  : task,
              ),
            }
          : list,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => invalidate(caseId),
  });
}

export const useDeleteCaseTask = (caseId: number) =>
  useCaseWrite(caseId, (taskId: number) => api<void>(`/legal-cases/${caseId}/tasks/${taskId}`, { method: 'DELETE' }));
