// A labelled decimal input with its coin beside it. The parent cleans what is typed (scale, one
// point), so the field only reports the raw text.
import { TextInput } from '../../../ui/TextInput.tsx';
import styles from './orders.module.css';

export interface DecimalFieldProps {
  label: string;
  value: string;
  unit: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function DecimalField({ label, value, unit, onValue, error, disabled }: DecimalFieldProps) {
  return (
    <TextInput
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      error={error}
      className={styles.decimal}
      onChange={(event) => onValue(event.target.value)}
      addon={<span className={styles.unit}>{unit}</span>}
    />
  );
}
