// The header's search panel (spec §2, §4, §9): tabs spot ('xh') and contract ('hy'), 8 hot markets
// and 4 suggestions while empty, results 500 ms after typing stops (loading until then). The index
// topic is subscribed while the panel is open, so its live feed starts and stops with it. A combobox
// over a listbox: arrow keys move, Enter opens the market; an outside click or Escape closes.
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import type { Ticker } from '../../api/marketMap.ts';
import { useIndexFeed } from '../../realtime/marketStore.ts';
import { Segmented } from '../../ui/Segmented.tsx';
import { useOpenTrade } from '../markets/useOpenTrade.ts';
import { hotMarkets, searchPool, searchResults, suggestedMarkets, type SearchTab } from './searchMarkets.ts';
import { SearchOptions, type OptionGroup } from './SearchOptions.tsx';
import { useSettledValue } from './useSettledValue.ts';
import styles from './SearchPanel.module.css';

export interface SearchPanelProps {
  /** The search's root (trigger and panel): a press outside it closes the panel. */
  rootRef: RefObject<HTMLElement | null>;
  /** `refocus` puts focus back on the trigger (Escape), not after a pick or an outside click. */
  onClose: (refocus: boolean) => void;
}

export default function SearchPanel({ rootRef, onClose }: SearchPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<SearchTab>('xh');
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const { settled, waiting } = useSettledValue(text.trim(), TIMEOUTS.searchPauseMs);
  const index = useIndexFeed();
  const openTrade = useOpenTrade();

  const groups = useMemo<OptionGroup[]>(() => {
    const pool = searchPool(index.data, tab);
    if (settled) return [{ key: 'results', label: t('search.results'), items: searchResults(pool, settled) }];
    const hot = hotMarkets(pool);
    return [
      { key: 'hot', label: t('search.hot'), items: hot },
      { key: 'suggested', label: t('search.suggested'), items: suggestedMarkets(pool, hot) },
    ];
  }, [index.data, tab, settled, t]);
  const options = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const shown = waiting ? [] : options;

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [rootRef, onClose]);

  const pick = (ticker: Ticker) => {
    onClose(false);
    openTrade(ticker);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      const chosen = shown[active] ?? (settled ? shown[0] : undefined);
      if (!chosen) return;
      event.preventDefault();
      pick(chosen);
    }
  };

  const listId = `${id}-list`;
  const optionId = (n: number) => `${id}-option-${n}`;
  return (
    <div className={styles.panel} role="dialog" aria-label={t('header.search')}>
      <input
        className={styles.input}
        type="text"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && active < shown.length ? optionId(active) : undefined}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <Segmented
        label={t('search.tabs_label')}
        value={tab}
        options={[
          { value: 'xh', label: t('search.tab.xh') },
          { value: 'hy', label: t('search.tab.hy') },
        ]}
        onChange={(next) => {
          setTab(next);
          setActive(-1);
        }}
      />
      <SearchOptions
        listId={listId}
        label={t('search.label')}
        groups={groups}
        optionId={optionId}
        active={active}
        onHover={setActive}
        onPick={pick}
        state={waiting ? 'waiting' : index.data !== undefined ? 'ready' : index.error ? 'error' : 'loading'}
      />
    </div>
  );
}
