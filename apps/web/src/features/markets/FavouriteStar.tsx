// The star of a market row: a toggle button whose name says which market it stars, shown as a
// tooltip too, since the star alone does not say what it does.
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../ui/Tooltip.tsx';
import styles from './MarketTable.module.css';

export interface FavouriteStarProps {
  pair: string;
  on: boolean;
  onToggle: () => void;
}

export function FavouriteStar({ pair, on, onToggle }: FavouriteStarProps) {
  const { t } = useTranslation();
  const label = t(on ? 'market.favourite.remove' : 'market.favourite.add', { pair });
  return (
    <Tooltip content={label} repeatsName side="right">
      <button type="button" className={styles.star} aria-pressed={on} aria-label={label} onClick={onToggle}>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" strokeLinejoin="round" />
        </svg>
      </button>
    </Tooltip>
  );
}
