// A square button that shows only an icon. The label is required: it names the button for screen
// readers and shows as a tooltip on hover and keyboard focus, so everyone can tell what it does.
import type { ComponentProps } from 'react';
import { Tooltip } from './Tooltip.tsx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends ComponentProps<'button'> {
  label: string;
}

export function IconButton({ label, className, children, ...rest }: IconButtonProps) {
  return (
    <Tooltip content={label} repeatsName side="bottom">
      <button type="button" aria-label={label} {...rest} className={[styles.icon, className].filter(Boolean).join(' ')}>
        {children}
      </button>
    </Tooltip>
  );
}
