// A disclosure menu that opens on mouse hover and on click or keyboard focus, and closes after a short
// delay once the pointer leaves (so crossing the gap to the panel keeps it open). Escape closes it and
// returns focus to the trigger; activating a link or button inside closes it too.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createCloseTimer } from './closeTimer.ts';
import styles from './HoverMenu.module.css';

export interface HoverMenuProps {
  trigger: ReactNode;
  /** Accessible name when the trigger shows only an icon. */
  triggerLabel?: string;
  closeDelayMs: number;
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

export function HoverMenu(props: HoverMenuProps) {
  const { trigger, triggerLabel, closeDelayMs, align = 'start', triggerClassName, panelClassName, children } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [timer] = useState(() => createCloseTimer(closeDelayMs, setOpen));
  useEffect(() => () => timer.dispose(), [timer]);
  // A click on a trigger the pointer has just opened by hovering must not shut it again.
  const openedByHover = useRef(false);
  const onTriggerClick = () => {
    if (open && !openedByHover.current) timer.closeNow();
    else timer.open();
    openedByHover.current = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    timer.closeNow();
    triggerRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) timer.closeNow();
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) timer.closeNow();
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        if (!open) openedByHover.current = true;
        timer.open();
      }}
      onPointerLeave={(e) => e.pointerType === 'mouse' && timer.scheduleClose()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={onTriggerClick}
      >
        {trigger}
        <svg className={styles.chevron} viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M3 4.5l3 3 3-3" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={[styles.panel, styles[align], panelClassName].filter(Boolean).join(' ')}
        onClick={onPanelClick}
      >
        {children}
      </div>
    </div>
  );
}
