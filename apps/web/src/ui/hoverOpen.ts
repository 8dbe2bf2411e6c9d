// Opening on mouse hover for menus and popovers that also open by click and keyboard: open at once
// when the pointer comes over the trigger, close a moment after it leaves both trigger and panel (so
// crossing the gap between them keeps it open). Touch and pen never hover. What hovering opens or
// closes neither takes nor gives back focus: the keyboard's place stays where it was.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createCloseTimer } from './closeTimer.ts';

export interface HoverOpen {
  /** The panel is open because the pointer came over it, and nothing claimed it since. */
  openedByHover(): boolean;
  /** The last closing came from the pointer leaving. */
  closedByHover(): boolean;
  /** A click on the trigger of a panel hovering opened: keep it open, it is the user's now. */
  claim(): void;
  onPointerEnter(event: PointerEvent): void;
  onPointerLeave(event: PointerEvent): void;
}

/**
 * Hover handlers for trigger and panel; `closeDelayMs` undefined turns hovering off. `hoveredOpen`:
 * the panel starts open because the pointer is over its trigger.
 */
export function useHoverOpen(open: boolean, setOpen: (open: boolean) => void, closeDelayMs: number | undefined, hoveredOpen = false): HoverOpen {
  const byHover = useRef({ opened: hoveredOpen, closed: false });
  const [timer] = useState(() =>
    createCloseTimer(closeDelayMs ?? 0, (next) => {
      if (!next) byHover.current.closed = true;
      setOpen(next);
    }),
  );
  useEffect(() => () => timer.dispose(), [timer]);
  useEffect(() => {
    if (open) byHover.current.closed = false;
    else byHover.current.opened = false;
  }, [open]);
  const hovering = (event: PointerEvent) => closeDelayMs !== undefined && event.pointerType === 'mouse';
  return {
    openedByHover: () => byHover.current.opened,
    closedByHover: () => byHover.current.closed,
    claim: () => {
      byHover.current.opened = false;
    },
    onPointerEnter: (event) => {
      if (!hovering(event)) return;
      if (!open) byHover.current.opened = true;
      timer.open();
    },
    onPointerLeave: (event) => {
      if (hovering(event) && open) timer.scheduleClose();
    },
  };
}
