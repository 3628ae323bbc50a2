import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SliderField } from './slider.tsx';

function Speed() {
  const [speed, setSpeed] = useState(1);
  return (
    <SliderField
      label="Speed"
      value={speed}
      min={0.7}
      max={1.2}
      step={0.05}
      onValueChange={setSpeed}
      formatValue={(value) => `${value.toFixed(2)}×`}
    />
  );
}

describe('SliderField', () => {
  it('is a labelled slider with its bounds, showing and announcing the formatted value', () => {
    render(<Speed />);
    const slider = screen.getByRole('slider', { name: 'Speed' }) as HTMLInputElement;
    expect(slider.min).toBe('0.7');
    expect(slider.max).toBe('1.2');
    expect(slider.getAttribute('aria-valuetext')).toBe('1.00×');
    fireEvent.change(slider, { target: { value: '0.85' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('0.85×');
    expect(screen.getByText('0.85×').tagName).toBe('OUTPUT');
  });
});
