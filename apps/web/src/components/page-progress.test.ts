import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, PROGRESS_CAP } from './page-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page loading bar timing (spec §4)', () => {
  it('starts at 10, ticks every 800 ms, holds at 82, then 100 and hides after 300 ms', () => {
    const values: (number | null)[] = [];
    const controller = createProgressController((value) => values.push(value));
    const last = () => values.at(-1);

    controller.start();
    expect(last()).toBe(10);
    vi.advanceTimersByTime(799);
    expect(last()).toBe(10);
    vi.advanceTimersByTime(1);
    // A fifth of what is left to 100 %.
    expect(last()).toBeCloseTo(28);
    vi.advanceTimersByTime(800);
    expect(last()).toBeCloseTo(42.4);

    vi.advanceTimersByTime(800 * 30);
    expect(last()).toBe(PROGRESS_CAP);
    expect(Math.max(...values.filter((v): v is number => v !== null))).toBe(82);
    const count = values.length;
    vi.advanceTimersByTime(800 * 10);
    expect(values.slice(count).every((value) => value === 82)).toBe(true);

    controller.done();
    expect(last()).toBe(100);
    vi.advanceTimersByTime(299);
    expect(last()).toBe(100);
    vi.advanceTimersByTime(1);
    expect(last()).toBeNull();
    controller.dispose();
  });

  it('values rise strictly until the cap', () => {
    const values: number[] = [];
    const controller = createProgressController((value) => value !== null && values.push(value));
    controller.start();
    vi.advanceTimersByTime(800 * 7);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1]!);
    controller.dispose();
  });

  it('does nothing when done without a start, and restarts cleanly during the reset', () => {
    const onChange = vi.fn();
    const controller = createProgressController(onChange);
    controller.done();
    expect(onChange).not.toHaveBeenCalled();

    controller.start();
    controller.done();
    controller.start();
    vi.advanceTimersByTime(300);
    // The pending reset of the first navigation did not hide the second one's bar.
    expect(onChange).not.toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenLastCalledWith(10);
    controller.dispose();
  });
});
