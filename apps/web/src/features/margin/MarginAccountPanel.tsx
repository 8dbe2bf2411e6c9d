// The margin account beside the order forms: cross / isolated switch, leverage (isolated), the
// account's figures and level gauge as the server computed them, each coin's balance, debt and
// interest, and the borrow, repay and transfer dialogs. Visitors are asked to log in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarginMode } from '@exchange/contract/margin';
import { useSetLeverage } from '../../api/marginQueries.ts';
import { useSession } from '../../session/store.ts';
import { Button } from '../../ui/Button.tsx';
import { MenuSelect } from '../../ui/MenuSelect.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { toast } from '../../ui/toast.ts';
import { ListState } from '../../app/ListState.tsx';
import { VisitorPrompt } from '../spot/orders/VisitorPrompt.tsx';
import type { PairProps } from '../spot/orders/pairProps.ts';
import { BorrowDialog } from './BorrowDialog.tsx';
import { MarginLevelGauge } from './MarginLevelGauge.tsx';
import { MarginTransferDialog } from './MarginTransferDialog.tsx';
import { RepayDialog } from './RepayDialog.tsx';
import { useMarginMode } from './marginMode.ts';
import { useMarginAccount, type MarginAccountView } from './useMarginAccount.ts';
import styles from './margin.module.css';

type Open = 'borrow' | 'repay' | 'transfer' | null;

function Leverage({ pair, view }: { pair: string; view: MarginAccountView }) {
  const { t } = useTranslation();
  const set = useSetLeverage(pair);
  const max = view.maxLeverage ?? view.leverage;
  const options = Array.from({ length: Math.max(1, max - 2) }, (_, i) => String(i + 3)).map((v) => ({ value: v, label: `${v}x` }));
  return (
    <MenuSelect
      label={t('margin.leverage')}
      value={String(view.leverage)}
      options={options}
      onValueChange={(value) => set.mutate(Number(value), { onSuccess: (r) => toast.success(t('margin.leverage_set', { leverage: r.leverage })) })}
    />
  );
}

function AccountBody({ mode, pair, view }: { mode: MarginMode; pair: string; view: MarginAccountView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const rows = [view.base, view.quote];
  const coins = rows.map((r) => r.coin);
  const { figures } = view;
  const close = (next: boolean) => !next && setOpen(null);
  return (
    <>
      <MarginLevelGauge figures={figures} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('margin.total_asset')}</dt>
          <dd className={styles.figure}>{figures.totalAsset} USDT</dd>
        </div>
        <div>
          <dt>{t('margin.total_debt')}</dt>
          <dd className={styles.figure}>{figures.totalDebt} USDT</dd>
        </div>
        <div>
          <dt>{t('margin.net')}</dt>
          <dd className={styles.figure}>{figures.netBalance} USDT</dd>
        </div>
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.coins}>
          <caption className="sr-only">{t('margin.assets')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('margin.coin')}</th>
              <th scope="col">{t('margin.available')}</th>
              <th scope="col">{t('margin.frozen')}</th>
              <th scope="col">{t('margin.borrowed_label')}</th>
              <th scope="col">{t('margin.interest')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.coin}>
                <th scope="row">{r.coin}</th>
                <td className={styles.figure}>{r.available}</td>
                <td className={styles.figure}>{r.frozen}</td>
                <td className={styles.figure}>{r.borrowed}</td>
                <td className={styles.figure}>{r.interest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => setOpen('transfer')}>
          {t('margin.transfer')}
        </Button>
        <Button size="sm" onClick={() => setOpen('borrow')}>
          {t('margin.borrow')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen('repay')}>
          {t('margin.repay')}
        </Button>
      </div>
      {open === 'borrow' && <BorrowDialog open onOpenChange={close} mode={mode} pair={pair} coins={coins} />}
      {open === 'repay' && <RepayDialog open onOpenChange={close} mode={mode} pair={pair} rows={rows} />}
      {open === 'transfer' && <MarginTransferDialog open onOpenChange={close} mode={mode} pair={pair} coins={coins} />}
    </>
  );
}

export function MarginAccountPanel({ pair, rules }: PairProps) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const { mode, choose } = useMarginMode();
  const open = (mode === 'fixed' ? rules.isolatedLeverage : rules.crossLeverage) !== '0';
  const account = useMarginAccount(mode, pair, open);

  return (
    <section className={styles.panel} aria-label={t('margin.account')}>
      <div className={styles.head}>
        <h2 className={styles.title}>{t(mode === 'fixed' ? 'margin.isolated_account' : 'margin.cross_account')}</h2>
        <div className={styles.modeBar}>
          <Segmented
            label={t('margin.mode')}
            value={mode}
            options={[
              { value: 'all', label: t('margin.cross') },
              { value: 'fixed', label: t('margin.isolated') },
            ]}
            onChange={choose}
          />
          {loggedIn && open && mode === 'fixed' && account.view && <Leverage pair={pair} view={account.view} />}
        </div>
      </div>
      {!open ? (
        <p>{t('margin.not_open', { pair })}</p>
      ) : loggedIn ? (
        <ListState failed={t('margin.load_failed')} isPending={account.isPending} isError={account.isError} count={account.view ? 1 : 0} refetch={account.refetch} empty={t('margin.load_failed')}>
          {account.view && <AccountBody mode={mode} pair={pair} view={account.view} />}
        </ListState>
      ) : (
        <VisitorPrompt />
      )}
    </section>
  );
}
