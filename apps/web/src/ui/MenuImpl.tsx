// The Radix side of Menu.tsx, in its own chunk. The menu is not modal: the page stays usable while
// it is open, and a click or focus elsewhere closes it.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef, useState } from 'react';
import { MenuPartsContext, type MenuImplProps, type MenuParts } from './Menu.tsx';
import { PanelTriggerButton } from './PanelTrigger.tsx';
import { useHoverOpen } from './hoverOpen.ts';
import styles from './Menu.module.css';

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

const PARTS: MenuParts = {
  Item: ({ className, onSelect, ...item }) => <DropdownMenu.Item {...item} {...(onSelect ? { onSelect } : {})} className={classes(styles.item, className)} />,
  Label: (props) => <DropdownMenu.Label {...props} />,
  Group: (props) => <DropdownMenu.Group {...props} />,
  Separator: ({ className }) => <DropdownMenu.Separator className={classes(styles.separator, className)} />,
};

export default function MenuImpl(props: MenuImplProps) {
  const { trigger, triggerLabel, triggerClassName, contentClassName, align = 'start', hoverCloseMs, children, intent, focusTrigger } = props;
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
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <PanelTriggerButton
          aria-haspopup="menu"
          ref={triggerRef}
          trigger={trigger}
          triggerLabel={triggerLabel}
          triggerClassName={triggerClassName}
          onPointerEnter={hover.onPointerEnter}
          onPointerLeave={hover.onPointerLeave}
          onPointerDown={(event) => {
            // Radix toggles on pointer down: a click on a menu hovering opened keeps it open.
            if (!open || !hover.openedByHover()) return;
            event.preventDefault();
            hover.claim();
          }}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className={classes(styles.content, contentClassName)}
          onPointerEnter={hover.onPointerEnter}
          onPointerLeave={hover.onPointerLeave}
          onCloseAutoFocus={(event) => hover.closedByHover() && event.preventDefault()}
          // A press on the trigger is the trigger's to handle (toggle, or keep what hovering opened).
          onPointerDownOutside={(event) => triggerRef.current?.contains(event.target as Node) && event.preventDefault()}
          // Not in DropdownMenu's types, but passed through to the menu content, which otherwise
          // moves focus into a menu the pointer merely passed over.
          {...{ onOpenAutoFocus: (event: Event) => hover.openedByHover() && event.preventDefault() }}
        >
          <MenuPartsContext value={PARTS}>{children}</MenuPartsContext>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
