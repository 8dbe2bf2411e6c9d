// A compact select whose options open in a listbox drawn in the theme (Radix Select: the combobox
// and listbox roles, arrow keys, Home/End, typeahead, Enter/Space to open and to choose, Escape back
// to the trigger). For toolbars, where a native select's popup ignores the panel's look; a form's
// fields keep the native Select.tsx, whose platform picker suits phones best. Not lazily loaded: it
// belongs in the chunks of the pages that show it, never in the home route's.
import * as RadixSelect from '@radix-ui/react-select';
import { useId } from 'react';
import styles from './MenuSelect.module.css';

export interface MenuSelectOption {
  value: string;
  label: string;
}

export interface MenuSelectProps {
  /** The select's name; shown only to screen readers when the toolbar makes it plain to the eye. */
  label: string;
  hideLabel?: boolean;
  value: string;
  options: readonly MenuSelectOption[];
  onValueChange: (value: string) => void;
  className?: string;
}

export function MenuSelect({ label, hideLabel = false, value, options, onValueChange, className }: MenuSelectProps) {
  const id = useId();
  return (
    <span className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : styles.label}>
        {label}
      </label>
      <RadixSelect.Root value={value} onValueChange={onValueChange}>
        <RadixSelect.Trigger id={id} className={styles.trigger}>
          <RadixSelect.Value />
          <RadixSelect.Icon className={styles.icon}>
            <svg viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
              <path d="M3 4.5l3 3 3-3" />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content position="popper" sideOffset={4} collisionPadding={8} className={styles.content}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.check}>✓</RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </span>
  );
}
