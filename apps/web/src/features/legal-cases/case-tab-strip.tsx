import { ActionIcon, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './case-tab-strip.module.css';
import { CASE_TABS, type CaseTab } from './legal-cases.search';

/**
 * The case's nine tabs on one line. Where they don't fit (a phone shows four), the line scrolls sideways and each
 * end hiding tabs fades out behind an arrow that scrolls on; the open tab is scrolled into view. Keyboard users
 * move with the arrow keys (Mantine's tabs), which scroll by themselves, so the arrows are for pointers only.
 */
export function CaseTabStrip({ active }: { active: CaseTab }) {
  const { t, i18n } = useTranslation('legal-cases');
  const list = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // Right to left, scrollLeft runs from 0 down to negative values.
    const scrolled = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    setHidden({ start: scrolled > 1, end: scrolled < room - 1 });
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  // The open tab in view (a link may open the last one), moving the line only, never the page.
  useLayoutEffect(() => {
    const element = list.current;
    const tab = element?.querySelector<HTMLElement>('[data-active]');
    if (!element || !tab) return;
    const line = element.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    const margin = 48; // clear of the arrow
    if (box.left < line.left + margin) element.scrollLeft -= line.left + margin - box.left;
    else if (box.right > line.right - margin) element.scrollLeft += box.right - (line.right - margin);
  }, [active]);

  const rtl = i18n.dir() === 'rtl';
  const scroll = (towards: 'start' | 'end') => {
    const element = list.current;
    if (!element) return;
    const step = element.clientWidth * 0.7 * (towards === 'end' ? 1 : -1);
    element.scrollBy({ left: rtl ? -step : step, behavior: 'smooth' });
  };
  const [StartIcon, EndIcon] = rtl ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const arrow = (towards: 'start' | 'end', Icon: typeof IconChevronLeft) => (
    <div className={`${classes.edge} ${classes[towards]}`}>
      <ActionIcon
        variant="subtle"
        color="gray"
        tabIndex={-1}
        aria-hidden
        title={t('detailsPage.moreTabs')}
        onClick={() => scroll(towards)}
      >
        <Icon size={18} />
      </ActionIcon>
    </div>
  );

  return (
    <div className={classes.strip}>
      {hidden.start && arrow('start', StartIcon)}
      <Tabs.List ref={list} className={classes.list} onScroll={measure} mb="md">
        {CASE_TABS.map((value) => (
          <Tabs.Tab key={value} value={value} className={classes.tab}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {hidden.end && arrow('end', EndIcon)}
    </div>
  );
}
