// On a phone the order forms sit below the chart, book and trades (about 2.4 screens down): a bar
// fixed to the bottom edge opens the chosen side's form in a sheet instead. Wider screens hide the
// bar (its stylesheet), since the forms are beside the chart there. Spot's bar buys and sells; a
// contract's opens long and short.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../ui/Sheet.tsx';
import styles from './PhoneTradeBar.module.css';

export interface PhoneSheetAction<V extends string> {
  value: V;
  label: string;
  tone: 'buy' | 'sell';
}

export interface PhoneSheetBarProps<V extends string> {
  /** Names the bar and the sheet. */
  title: string;
  actions: readonly PhoneSheetAction<V>[];
  /** The sheet's content for the chosen action. */
  children: (value: V) => ReactNode;
}

export function PhoneSheetBar<V extends string>({ title, actions, children }: PhoneSheetBarProps<V>) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<V | null>(null);
  return (
    <>
      <div role="group" aria-label={title} className={styles.bar}>
        {actions.map((action) => (
          <button key={action.value} type="button" className={`${styles.side} ${styles[action.tone]}`} aria-haspopup="dialog" onClick={() => setChosen(action.value)}>
            {action.label}
          </button>
        ))}
      </div>
      <Sheet open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)} title={title} closeLabel={t('common.close')}>
        <div className={styles.sheetBody}>{chosen && children(chosen)}</div>
      </Sheet>
    </>
  );
}
