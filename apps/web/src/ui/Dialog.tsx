// A modal dialog on Radix: focus trap, Escape to close and aria wiring come from the primitive.
// Width is a prop because the product fixes each dialog's width (language 632 px, KYC 454 px …).
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './CloseIcon.tsx';
import { IconButton } from './IconButton.tsx';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  width?: number;
  description?: ReactNode;
  children: ReactNode;
}

export function Dialog({ open, onOpenChange, title, closeLabel, width = 480, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={{ maxWidth: width }}
          // Radix warns about a missing description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} className={styles.close}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
