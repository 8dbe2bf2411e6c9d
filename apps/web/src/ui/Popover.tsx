// A button that opens a panel of its own content (a non-modal dialog) on Radix Popover: aria wiring,
// Escape back to the trigger, closing on a click or focus outside. It may also open on mouse hover
// (`hoverCloseMs`), for the header's panels. Like Menu.tsx, the Radix code is its own chunk
// (PopoverImpl.tsx), loaded on the first sign of use; the content renders only while open.
import type { ReactNode } from 'react';
import { lazyPart } from './lazyPart.ts';
import { lazyPanel, type ArrivalProps, type PanelTriggerProps } from './PanelTrigger.tsx';

export interface PopoverProps extends PanelTriggerProps {
  /** The panel's accessible name (it is a dialog). */
  label: string;
  contentClassName?: string;
  align?: 'start' | 'end';
  /** Open on mouse hover too, closing this long after the pointer leaves trigger and panel. */
  hoverCloseMs?: number;
  children: ReactNode;
}

export type PopoverImplProps = PopoverProps & ArrivalProps;

const popoverPart = lazyPart<PopoverImplProps>(() => import('./PopoverImpl.tsx'));

export const Popover = lazyPanel<PopoverProps>(popoverPart, 'dialog');
