import type { ReferralLink, ReferralList, ReferralStats } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';
import type { ReferralListSearch } from './ecommerce.search';

export const referralListQuery = (search: ReferralListSearch) =>
  queryOptions({
    queryKey: ecommerceKeys.part('referrals', 'list', search),
    queryFn: ({ signal }) =>
      api<ReferralList>('/apps/ecommerce/referrals', {
        query: { ...search, page: search.page ?? 1, itemsPerPage: search.itemsPerPage ?? 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const referralStatsQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('referrals', 'stats'),
    queryFn: ({ signal }) => api<ReferralStats>('/apps/ecommerce/referrals/stats', { signal }),
  });

export const referralLinkQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('referrals', 'link'),
    queryFn: ({ signal }) => api<ReferralLink>('/apps/ecommerce/referrals/link', { signal }),
    staleTime: Infinity,
  });
