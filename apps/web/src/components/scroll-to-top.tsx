import { ActionIcon, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './scroll-to-top.module.css';

/** Spec §2: the button appears after 200 px of scroll. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

/** Brings the page back to the top, smoothly unless the user prefers reduced motion; hidden in print. */
export function ScrollToTop() {
  const { t } = useTranslation('layout');
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  return (
    <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD}>
      {(style) => (
        <div className={classes.root} style={style}>
          <ActionIcon
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('scrollToTop')}
            title={t('scrollToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        </div>
      )}
    </Transition>
  );
}
