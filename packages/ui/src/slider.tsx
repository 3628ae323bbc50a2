import { Label } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface SliderFieldProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** How the value reads, on screen and to assistive technology (`aria-valuetext`); the number by default. */
  formatValue?: (value: number) => string;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A labelled range input showing its current value. The native range is keyboard-operable (arrows, Home, End,
 * Page Up/Down) and announced as a slider everywhere, with no pointer-capture quirks on touch screens.
 */
export function SliderField({
  label,
  value,
  min,
  max,
  step,
  onValueChange,
  formatValue = String,
  description,
  disabled,
  name,
  id,
  className,
}: SliderFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `slider${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const shown = formatValue(value);
  return (
    <div className={cx('ditto-field ditto-slider-field', className)}>
      <div className="ditto-slider-field__top">
        <Label.Root className="ditto-field__label" htmlFor={inputId}>
          {label}
        </Label.Root>
        <output htmlFor={inputId} className="ditto-slider-field__value" aria-hidden="true">
          {shown}
        </output>
      </div>
      {description ? (
        <p id={descriptionId} className="ditto-field__description">
          {description}
        </p>
      ) : null}
      <input
        id={inputId}
        name={name}
        type="range"
        className="ditto-slider"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={shown}
        aria-describedby={descriptionId}
        onChange={(event) => onValueChange(Number(event.target.value))}
      />
    </div>
  );
}
