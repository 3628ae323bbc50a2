import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value for assistive technology and on screen', () => {
    const { container } = render(
      <ProgressBar value={3} max={12} label="Learning" valueText="3 of 12 entries" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Learning' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 12 entries');
    expect(screen.getByText('3 of 12 entries')).toBeTruthy();
    const indicator = container.querySelector<HTMLElement>('.ditto-progress__bar');
    expect(indicator?.style.transform).toBe('scaleX(0.25)');
  });

  it('keeps the bar within its track when nothing is there or more is done than expected', () => {
    const { container } = render(
      <ProgressBar value={5} max={0} label="Learning" valueText="nothing to learn" />,
    );
    expect(container.querySelector<HTMLElement>('.ditto-progress__bar')?.style.transform).toBe('scaleX(0)');
  });
});
