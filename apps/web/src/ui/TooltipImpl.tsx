// The Radix side of Tooltip.tsx, in its own chunk.
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useLayoutEffect, useRef } from 'react';
import { focusVisible, type TooltipImplProps } from './Tooltip.tsx';
import styles from './Tooltip.module.css';

export default function TooltipImpl({ content, children, side = 'top', repeatsName = false, hovered, focusTrigger }: TooltipImplProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Rendering the trigger again took its focus away; give it back (which shows the tooltip). Once.
  useLayoutEffect(() => {
    if (focusTrigger) triggerRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the state at arrival counts
  }, []);
  return (
    <RadixTooltip.Provider delayDuration={400}>
      <RadixTooltip.Root defaultOpen={hovered}>
        <RadixTooltip.Trigger
          asChild
          ref={triggerRef}
          // Focus a click or a script gave (a dialog focusing its first button) shows nothing.
          onFocus={(event) => focusVisible(event.currentTarget) || event.preventDefault()}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={styles.content}
            // What screen readers are given as the description: nothing when it would repeat the name.
            {...(repeatsName ? { 'aria-label': ' ' } : {})}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
