import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './page-loading-bar.module.css';
import { usePageProgress } from './page-progress';

/** A thin bar in the primary colour at the top of the page while the router loads the next page (spec §4). */
export function PageLoadingBar() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  return <LoadingBar pending={pending} />;
}

/** The bar itself, driven by `pending` (exported for tests). */
export function LoadingBar({ pending }: { pending: boolean }) {
  const { t } = useTranslation('layout');
  const value = usePageProgress(pending);
  if (value === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className={classes.bar}
      style={{ width: `${value}%` }}
    />
  );
}
