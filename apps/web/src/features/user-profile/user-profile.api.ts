import type { ProfileHeader, ProfileTab, ProfileTabResponse } from '@mizan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export const profileKeys = {
  all: queryRoots.profile,
  header: () => [...profileKeys.all, 'header'] as const,
  tab: (tab: ProfileTab) => [...profileKeys.all, 'tab', tab] as const,
};

export const profileHeaderQuery = () =>
  queryOptions({
    queryKey: profileKeys.header(),
    queryFn: ({ signal }) => api<ProfileHeader>('/pages/profile/header', { signal }),
  });

/** One tab's data: the server answers the data itself (the profile tab's object, or a list). */
export const profileTabQuery = <T extends ProfileTab>(tab: T) =>
  queryOptions({
    queryKey: profileKeys.tab(tab),
    queryFn: ({ signal }) => api<ProfileTabResponse<T>>('/pages/profile', { query: { tab }, signal }),
  });
