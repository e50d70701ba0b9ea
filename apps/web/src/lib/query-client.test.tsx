import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { queryClient } from './query-client';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => queryClient.clear());

describe('queryClient', () => {
  it('asks for a missing record once: the page showing "not found" does not ask again', async () => {
    const fetchRecord = vi.fn().mockRejectedValue(new ApiError(404, { message: 'Not found' }));
    await queryClient.prefetchQuery({ queryKey: ['record', 1], queryFn: fetchRecord }); // the route's loader
    const { result } = renderHook(() => useQuery({ queryKey: ['record', 1], queryFn: fetchRecord }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(fetchRecord).toHaveBeenCalledTimes(1);
  });

  it('tries again on mount after a failure that may pass (a 503)', async () => {
    const fetchRecord = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, { message: 'Unavailable' }))
      .mockResolvedValue({ id: 2 });
    await queryClient.prefetchQuery({ queryKey: ['record', 2], queryFn: fetchRecord, retry: false });
    const { result } = renderHook(() => useQuery({ queryKey: ['record', 2], queryFn: fetchRecord }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 2 }));
    expect(fetchRecord).toHaveBeenCalledTimes(2);
  });
});
