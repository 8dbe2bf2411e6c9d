// A monochrome icon file drawn in the current text colour: the image is used as a mask, so one
// file serves both themes (an <img> would keep the file's own colour).
import type { CSSProperties } from 'react';

export function MaskIcon({ src, size = 24, className }: { src: string; size?: number; className?: string }) {
  const mask = `url("${src}") center / contain no-repeat`;
  const style: CSSProperties = {
    display: 'inline-block',
    flex: 'none',
    width: size,
    height: size,
    backgroundColor: 'currentColor',
    mask,
    WebkitMask: mask,
  };
  return <span aria-hidden="true" className={className} style={style} />;
}
