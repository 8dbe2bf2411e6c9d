// A menu button (WAI-ARIA menu pattern) on Radix DropdownMenu: arrow keys, Home/End, typeahead,
// Escape back to the trigger, and the menu roles come from the primitive. It may also open on mouse
// hover (`hoverCloseMs`), for the header's menus. The Radix code is its own chunk (MenuImpl.tsx),
// loaded on the first sign of use (lazyPart.ts); until then the trigger is a plain button that looks
// and is named the same. Items are written with the parts below, which render the primitive's.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from './lazyPart.ts';
import { lazyPanel, type ArrivalProps, type PanelTriggerProps } from './PanelTrigger.tsx';

export interface MenuProps extends PanelTriggerProps {
  contentClassName?: string;
  align?: 'start' | 'end';
  /** Open on mouse hover too, closing this long after the pointer leaves trigger and menu. */
  hoverCloseMs?: number;
  children: ReactNode;
}

export type MenuImplProps = MenuProps & ArrivalProps;

const menuPart = lazyPart<MenuImplProps>(() => import('./MenuImpl.tsx'));

export const Menu = lazyPanel<MenuProps>(menuPart, 'menu');

export interface MenuItemProps {
  children: ReactNode;
  /** Runs when the item is chosen by click, Enter or Space; the menu closes after it. */
  onSelect?: () => void;
  /** Render the child (a link) as the item. */
  asChild?: boolean;
  className?: string;
}

export interface MenuBlockProps {
  children?: ReactNode;
  className?: string;
  id?: string;
  /** A group's name: the id of its label. */
  'aria-labelledby'?: string;
}

/** The primitive's parts, provided by MenuImpl inside the open menu. */
export interface MenuParts {
  Item: ComponentType<MenuItemProps>;
  Label: ComponentType<MenuBlockProps>;
  Group: ComponentType<MenuBlockProps>;
  Separator: ComponentType<MenuBlockProps>;
}

export const MenuPartsContext = createContext<MenuParts | null>(null);

const useParts = (): MenuParts => {
  const parts = useContext(MenuPartsContext);
  if (!parts) throw new Error('Menu parts render inside a Menu');
  return parts;
};

export function MenuItem(props: MenuItemProps) {
  const { Item } = useParts();
  return <Item {...props} />;
}

/** A heading or a line of text in the menu; not an item, the arrow keys pass it by. */
export function MenuLabel(props: MenuBlockProps) {
  const { Label } = useParts();
  return <Label {...props} />;
}

export function MenuGroup(props: MenuBlockProps) {
  const { Group } = useParts();
  return <Group {...props} />;
}

export function MenuSeparator(props: MenuBlockProps) {
  const { Separator } = useParts();
  return <Separator {...props} />;
}
