// Where the floating box is: first at its default place, then wherever it is dragged (by pointer on
// its title bar, or by the arrow keys there), always clamped inside the window (chatBox.ts), and
// pulled back in when the window shrinks.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { boxSize, clampPosition, defaultPosition, type Position, type Size } from './chatBox.ts';

const windowSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });
const KEY_STEP = 16;
const KEY_MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function useDragBox() {
  const [win, setWin] = useState(windowSize);
  const box = boxSize(win);
  const [pos, setPos] = useState<Position>(() => defaultPosition(boxSize(windowSize()), windowSize()));
  const drag = useRef<{ dx: number; dy: number; id: number } | null>(null);

  useEffect(() => {
    const onResize = () => setWin(windowSize());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const place = useCallback((next: Position) => setPos(clampPosition(next, boxSize(windowSize()), windowSize())), []);
  const shown = clampPosition(pos, box, win);

  const handle = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      drag.current = { dx: event.clientX - shown.left, dy: event.clientY - shown.top, id: event.pointerId };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.id !== event.pointerId) return;
      place({ left: event.clientX - drag.current.dx, top: event.clientY - drag.current.dy });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.id === event.pointerId) drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const move = KEY_MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      place({ left: shown.left + move[0] * KEY_STEP, top: shown.top + move[1] * KEY_STEP });
    },
  };

  return { position: shown, size: box, win, handle };
}
