// A panel sliding in from the side on small screens; same Radix primitive as Dialog, other placement.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './CloseIcon.tsx';
import { IconButton } from './IconButton.tsx';
import styles from './Dialog.module.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

export function Drawer({ open, onOpenChange, title, closeLabel, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
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
