// A labelled slider over a native range input: arrow keys, Home/End and touch come with the element,
// and `valueText` says what the number means ("50%", "20x") to a screen reader. A slider alone is hard
// to set exactly on a phone, so screens pair it with a number field.
import { useId, type CSSProperties } from 'react';
import styles from './Slider.module.css';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  valueText?: string;
  disabled?: boolean;
  /** Hides the label visually (it still names the slider). */
  hideLabel?: boolean;
  /** Values marked under the track (25 %, 50 % …). */
  marks?: readonly number[];
}

export function Slider({ label, value, min, max, step = 1, onChange, valueText, disabled, hideLabel, marks }: SliderProps) {
  const id = useId();
  const share = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <div className={styles.slider}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        style={{ '--filled': `${share}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {marks && (
        <div className={styles.marks} aria-hidden="true">
          {marks.map((mark) => (
            <span key={mark} style={{ left: `${max > min ? ((mark - min) / (max - min)) * 100 : 0}%` }}>
              {mark}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
