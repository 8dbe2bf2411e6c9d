// A tooltip (WAI-ARIA tooltip pattern) on Radix Tooltip: it shows on hover after a short delay and on
// keyboard focus, Escape hides it, and screen readers hear it as the trigger's description. The
// trigger must be focusable (a button or link) and keep no state of its own: it is rendered again
// when the Radix code arrives (its own chunk, loaded on the first hover or keyboard focus). Use it for
// information a sighted user needs and would not otherwise see (what an icon does, a truncated text),
// never for text already on screen.
import { cloneElement, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from './lazyPart.ts';

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /**
   * The tooltip shows the trigger's own accessible name (an icon button's label): it helps the eye
   * only, and screen readers are not told it again as a description.
   */
  repeatsName?: boolean;
}

export interface TooltipImplProps extends TooltipProps {
  /** Shown at once: the pointer was over the trigger when the code arrived. */
  hovered: boolean;
  /** The trigger had keyboard focus when it was rendered again: it takes it back. */
  focusTrigger: boolean;
}

const tooltipPart = lazyPart<TooltipImplProps>(() => import('./TooltipImpl.tsx'));

/** Whether focus came from the keyboard: a dialog focusing its close button after a click shows no tooltip. */
export const focusVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

export function Tooltip(props: TooltipProps) {
  const trigger = useRef<Element | null>(null);
  const hovered = useRef(false);
  const [arrival, setArrival] = useState({ hovered: false, focusTrigger: false });
  const [Part, want] = useLazyPart(tooltipPart, () =>
    setArrival({ hovered: hovered.current, focusTrigger: trigger.current !== null && document.activeElement === trigger.current }),
  );
  if (Part) return <Part {...props} {...arrival} />;
  const { children } = props;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      trigger.current = event.currentTarget;
      hovered.current = true;
      want();
    },
    onFocus: (event) => {
      children.props.onFocus?.(event);
      if (!focusVisible(event.currentTarget)) return;
      trigger.current = event.currentTarget;
      want();
    },
  });
}
