// Beside the ticket: the member's contract account in this contract's settlement coin, as the server
// reports it (wallet/get/contract): equity, available, position and order margin, unrealised PnL and
// the margin ratio, with the way to move funds in (a transfer from the spot account). Visitors are
// asked to log in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_TYPES } from '@exchange/contract/wallet';
import type { FuturesRules } from '../../../api/futures.ts';
import { useContractWallet } from '../../../api/futuresQueries.ts';
import { useSession } from '../../../session/store.ts';
import { Button } from '../../../ui/Button.tsx';
import { VisitorPrompt } from '../../spot/orders/VisitorPrompt.tsx';
import { TransferDialog } from '../../wallet/transfer/TransferDialog.tsx';
import { useContractPosition } from '../contractHooks.ts';
import { WalletFigures } from './WalletFigures.tsx';
import spot from '../../spot/orders/orders.module.css';

export function ContractAccountPanel({ rules }: { rules: FuturesRules }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const position = useContractPosition(rules.kind, rules.pair);
  const wallet = useContractWallet(rules.pair, { live: position !== undefined });
  const [transfer, setTransfer] = useState(false);
  const title = t('futures.account.title', { coin: rules.settleCoin });

  return (
    <section className={spot.panel} aria-label={title}>
      <h2 className={spot.heading}>{title}</h2>
      {loggedIn ? (
        <>
          {wallet.isError ? <p className={spot.note}>{t('futures.account.load_failed')}</p> : <WalletFigures wallet={wallet.data} coin={rules.settleCoin} />}
          <Button size="sm" variant="secondary" onClick={() => setTransfer(true)}>
            {t('futures.account.transfer')}
          </Button>
          {transfer && <TransferDialog open from={WALLET_TYPES.spot} to={WALLET_TYPES.contract} coin={rules.settleCoin} onClose={() => setTransfer(false)} />}
        </>
      ) : (
        <VisitorPrompt />
      )}
    </section>
  );
}
