// The trigger of a menu or popover (Menu.tsx, Popover.tsx): its look, shared by the plain button shown
// until the primitive's code arrives and the primitive's own trigger, the plain button's watch for
// the first sign of use, which asks for that code, and the component that shows one or the other.
import { useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { useLazyPart, type LazyPart } from './lazyPart.ts';
import styles from './Menu.module.css';

export interface PanelTriggerProps {
  /** What the trigger shows; a chevron follows it. */
  trigger: ReactNode;
  /** Accessible name when the trigger shows only an icon. */
  triggerLabel?: string;
  triggerClassName?: string;
}

export function PanelTriggerButton({ trigger, triggerLabel, triggerClassName, ...button }: PanelTriggerProps & ComponentProps<'button'>) {
  return (
    <button type="button" aria-label={triggerLabel} {...button} className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}>
      {trigger}
      <svg className={styles.chevron} viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M3 4.5l3 3 3-3" />
      </svg>
    </button>
  );
}

/** How the plain trigger was used before the primitive's code arrived. */
export type TriggerIntent = 'hover' | 'focus' | 'open' | undefined;

export interface ArrivalProps {
  intent: TriggerIntent;
  /** The plain trigger had focus when it was replaced: the primitive's trigger takes it. */
  focusTrigger: boolean;
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The primitive once loaded (render it with `arrival`), else the props for the plain trigger, which
 * ask for it on mouse hover (when the panel opens on hover), focus, or a press.
 */
export function useArrival<P>(part: LazyPart<P & ArrivalProps>, hovers: boolean) {
  const plain = useRef<HTMLButtonElement>(null) as RefObject<HTMLButtonElement>;
  const intent = useRef<TriggerIntent>(undefined);
  const [arrival, setArrival] = useState<ArrivalProps>({ intent: undefined, focusTrigger: false });
  const [Part, want] = useLazyPart(part, () => setArrival({ intent: intent.current, focusTrigger: document.activeElement === plain.current }));
  const ask = (why: Exclude<TriggerIntent, undefined>) => {
    // A press outranks the hover or focus that came before it.
    if (intent.current !== 'open') intent.current = why;
    want();
  };
  const plainProps: ComponentProps<'button'> = {
    ref: plain,
    'aria-expanded': false,
    onPointerEnter: (event) => hovers && event.pointerType === 'mouse' && ask('hover'),
    onFocus: () => ask('focus'),
    // A press asks at its start: the code may arrive before the button is released, and the click
    // would then land on a trigger that is gone (a cached chunk arrives within milliseconds).
    onPointerDown: (event) => !(event.button > 0) && ask('open'),
    onClick: () => ask('open'),
    onKeyDown: (event) => {
      if (!OPEN_KEYS.includes(event.key)) return;
      event.preventDefault();
      ask('open');
    },
  };
  return { Part, arrival, plainProps };
}

/**
 * A menu or popover component: the primitive (`part`) once its code has arrived, until then the plain
 * trigger, announcing the kind of panel it opens.
 */
export function lazyPanel<P extends PanelTriggerProps & { hoverCloseMs?: number }>(part: LazyPart<P & ArrivalProps>, haspopup: 'menu' | 'dialog') {
  return function LazyPanel(props: P) {
    const { Part, arrival, plainProps } = useArrival(part, props.hoverCloseMs !== undefined);
    if (Part) return <Part {...props} {...arrival} />;
    return <PanelTriggerButton trigger={props.trigger} triggerLabel={props.triggerLabel} triggerClassName={props.triggerClassName} aria-haspopup={haspopup} {...plainProps} />;
  };
}
