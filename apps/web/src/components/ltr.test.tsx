import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ltr } from './ltr';

describe('Ltr', () => {
  it('isolates its text left to right inside right-to-left text', () => {
    render(
      <p dir="rtl">
        قضية رقم <Ltr>2026/0042</Ltr> لدى المحكمة
      </p>,
    );
    const number = screen.getByText('2026/0042');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number.parentElement).toHaveTextContent('قضية رقم 2026/0042 لدى المحكمة');
  });
});
