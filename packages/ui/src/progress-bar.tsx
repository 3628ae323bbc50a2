import { Progress } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface ProgressBarProps {
  /** Done so far, out of `max`. */
  value: number;
  max: number;
  /** What progresses, shown above the bar and naming it for assistive technology. */
  label: ReactNode;
  /** How the value reads (`aria-valuetext` and on screen), e.g. "12 of 40 entries". */
  valueText: string;
  className?: string;
}

/** A determinate progress bar (radix Progress: role progressbar with its value), its label and value on one line. */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const labelId = useId();
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div className={cx('ditto-progress', className)}>
      <div className="ditto-progress__top">
        <span id={labelId}>{label}</span>
        <span className="ditto-progress__value">{valueText}</span>
      </div>
      <Progress.Root
        className="ditto-progress__track"
        value={Math.min(value, max)}
        max={Math.max(max, 1)}
        aria-labelledby={labelId}
        getValueLabel={() => valueText}
      >
        <Progress.Indicator className="ditto-progress__bar" style={{ transform: `scaleX(${share})` }} />
      </Progress.Root>
    </div>
  );
}
