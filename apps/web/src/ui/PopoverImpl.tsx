// The Radix side of Popover.tsx, in its own chunk.
import * as RadixPopover from '@radix-ui/react-popover';
import { useLayoutEffect, useRef, useState } from 'react';
import { PanelTriggerButton } from './PanelTrigger.tsx';
import type { PopoverImplProps } from './Popover.tsx';
import { useHoverOpen } from './hoverOpen.ts';
import styles from './Menu.module.css';

export default function PopoverImpl(props: PopoverImplProps) {
  const { trigger, triggerLabel, triggerClassName, label, contentClassName, align = 'start', hoverCloseMs, children, intent, focusTrigger } = props;
  const hovered = intent === 'hover' && hoverCloseMs !== undefined;
  const [open, setOpen] = useState(intent === 'open' || hovered);
  const hover = useHoverOpen(open, setOpen, hoverCloseMs, hovered);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Replacing the plain trigger took its focus away; give it to this one. Once, on arrival.
  useLayoutEffect(() => {
    if (focusTrigger) triggerRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the state at arrival counts
  }, []);
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        <PanelTriggerButton
          ref={triggerRef}
          trigger={trigger}
          triggerLabel={triggerLabel}
          triggerClassName={triggerClassName}
          onPointerEnter={hover.onPointerEnter}
          onPointerLeave={hover.onPointerLeave}
          onClick={(event) => {
            // Radix toggles on click: a click on a panel hovering opened keeps it open.
            if (!open || !hover.openedByHover()) return;
            event.preventDefault();
            hover.claim();
          }}
        />
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className={[styles.content, contentClassName].filter(Boolean).join(' ')}
          onPointerEnter={hover.onPointerEnter}
          onPointerLeave={hover.onPointerLeave}
          onOpenAutoFocus={(event) => hover.openedByHover() && event.preventDefault()}
          onCloseAutoFocus={(event) => hover.closedByHover() && event.preventDefault()}
          // A press on the trigger is the trigger's to handle (toggle, or keep what hovering opened).
          onPointerDownOutside={(event) => triggerRef.current?.contains(event.target as Node) && event.preventDefault()}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
