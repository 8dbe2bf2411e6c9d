// The pulse symbols with their live prices (the `all_symbol_detail` feed over the list's price),
// paused ones marked; choosing one changes the route.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { PulseSymbol } from '@exchange/contract/pulse';
import { tickerKey } from '../../api/marketMap.ts';
import { useSymbolDetails } from '../../realtime/marketStore.ts';
import { CoinIcon } from '../../ui/CoinIcon.tsx';
import { paramOfSymbol } from './pulseRoute.ts';
import styles from './pulse.module.css';

export function SymbolList({ symbols, current }: { symbols: PulseSymbol[]; current: string }) {
  const { t } = useTranslation();
  const details = useSymbolDetails().data;
  return (
    <nav aria-label={t('pulse.symbols')} className={styles.symbols}>
      <ul>
        {symbols.map((s) => {
          const live = details?.get(tickerKey('xh', s.symbol))?.last ?? s.price;
          return (
            <li key={s.symbol}>
              <NavLink to={`/exchange/pulse/${paramOfSymbol(s.symbol)}`} className={[styles.symbol, s.symbol === current ? styles.active : ''].join(' ')} aria-current={s.symbol === current ? 'page' : undefined}>
                <CoinIcon coin={s.coin} src={s.avatar} size={20} />
                <span className={styles.symbolName}>{s.symbol}</span>
                <span className={styles.symbolPrice}>{live ?? '--'}</span>
                {s.status === 0 && <span className={styles.paused}>{t('pulse.paused')}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
