import type { ProfileHeader, ProfileResponse, ProfileTab } from '@mizan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const profileKeys = {
  all: ['profile'] as const,
  header: () => [...profileKeys.all, 'header'] as const,
  tab: (tab: ProfileTab) => [...profileKeys.all, 'tab', tab] as const,
};

export const profileHeaderQuery = () =>
  queryOptions({ queryKey: profileKeys.header(), queryFn: ({ signal }) => api<ProfileHeader>('/pages/profile/header', { signal }) });

export const profileTabQuery = (tab: ProfileTab) =>
  queryOptions({
    queryKey: profileKeys.tab(tab),
    queryFn: ({ signal }) => api<ProfileResponse>('/pages/profile', { query: { tab }, signal }),
  });
