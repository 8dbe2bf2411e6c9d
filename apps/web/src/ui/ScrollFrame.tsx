// A frame whose content may be wider than the screen (a table on a phone): it scrolls sideways,
// and a shade with an arrow on the edge that hides more tells the user so. Touch screens show no
// scrollbar, so without it the columns past the edge look like all there is. The frame's wrapper
// carries data-more-start / data-more-end, which the content's own styles may use too.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ScrollFrame.module.css';

interface Edges {
  start: boolean;
  end: boolean;
}

/** Sub-pixel widths leave a scrollLeft a fraction short of the end. */
const SLACK = 1;

const edgesOf = (el: HTMLElement): Edges => ({
  start: el.scrollLeft > SLACK,
  end: el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK,
});

export function ScrollFrame({ className, children }: { className?: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    const measure = () => setEdges((was) => {
      const now = edgesOf(el);
      return now.start === was.start && now.end === was.end ? was : now;
    });
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    // The frame's width and its content's (rows arriving, a column's figures growing) both move the edge.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, []);

  return (
    <div className={styles.wrap} data-more-start={edges.start} data-more-end={edges.end}>
      <div ref={scroller} className={className}>
        {children}
      </div>
      <span className={styles.arrow} aria-hidden="true" />
    </div>
  );
}
