// A coin's round icon; its first letter stands in while there is no image or the image fails.
import { useState } from 'react';
import styles from './CoinIcon.module.css';

export interface CoinIconProps {
  src: string;
  /** The coin's code; decorative next to its name, so the image has no alt text of its own. */
  coin: string;
  size?: number;
}

export function CoinIcon({ src, coin, size = 24 }: CoinIconProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!src || failed) {
    return (
      <span className={styles.letter} style={{ ...style, fontSize: Math.round(size * 0.45) }} aria-hidden="true">
        {coin.slice(0, 1)}
      </span>
    );
  }
  return <img className={styles.icon} style={style} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
