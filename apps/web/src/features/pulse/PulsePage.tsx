// DESIGN: the pulse page (spec §2 /exchange/pulse/{type}, issue 25 part 4), under the black header:
// the symbols with live prices, the chosen symbol's live trade chart, the ticket (duration with its
// payout, stake, up and down with the exact payout), the member's open contracts with countdowns
// and settled ones with both recorded prices, everyone's recent results, and the pulse wallet with
// its swap dialog. Payouts, results and profits are shown as the server sends them; the lists
// follow `refresh_{member}` messages of type pulse. When the ping says 1003 the page says pulse is
// not available (the menu and wallet views hide it: api/pulsePing.ts).
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePulseAvailable } from '../../api/pulseAvailable.ts';
import { usePulseContracts, usePulseSymbols, usePulseWallet } from '../../api/pulseQueries.ts';
import { useChannelStatus } from '../../realtime/channelStatus.ts';
import { useSession } from '../../session/store.ts';
import { CenteredSpinner, Empty, ErrorState } from '../../ui/index.ts';
import { PulseChart } from './PulseChart.tsx';
import { PulseLists } from './PulseLists.tsx';
import { PulseTicket } from './PulseTicket.tsx';
import { PulseWalletCard } from './PulseWalletCard.tsx';
import { paramOfSymbol, symbolFromParam } from './pulseRoute.ts';
import { SymbolList } from './SymbolList.tsx';
import { useLivePrice } from './useLivePrice.ts';
import { usePulseLive } from './usePulseLive.ts';
import styles from './pulse.module.css';

export default function PulsePage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const available = usePulseAvailable();
  const symbols = usePulseSymbols();
  usePulseLive();
  if (!available) return <Empty message={t('pulse.unavailable')} />;
  if (symbols.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (symbols.isError || !symbols.data) return <ErrorState title={t('pulse.load_failed')} message={symbols.error?.message} retryLabel={t('common.retry')} onRetry={() => void symbols.refetch()} />;
  if (symbols.data.length === 0) return <Empty message={t('pulse.no_symbols')} />;
  const wanted = symbolFromParam(type);
  const symbol = symbols.data.find((s) => s.symbol === wanted);
  if (!symbol) return <Navigate to={`/exchange/pulse/${paramOfSymbol(symbols.data[0]!.symbol)}`} replace />;
  return <PulseScreen key={symbol.symbol} symbols={symbols.data} symbol={symbol} />;
}

function PulseScreen({ symbols, symbol }: { symbols: NonNullable<ReturnType<typeof usePulseSymbols>['data']>; symbol: NonNullable<ReturnType<typeof usePulseSymbols>['data']>[number] }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const wallet = usePulseWallet();
  const open = usePulseContracts('open');
  const price = useLivePrice(symbol.symbol, symbol.price);
  const offline = useChannelStatus() === 'reconnecting';
  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{t('pulse.title', { pair: symbol.symbol })}</h1>
      <SymbolList symbols={symbols} current={symbol.symbol} />
      <div className={styles.main}>
        <header className={styles.head}>
          <span className={styles.pair}>{symbol.symbol}</span>
          <span className={styles.price} aria-live="off">
            {price ?? '--'}
          </span>
          {offline && (
            <span className={styles.offline} role="status">
              {t('pulse.offline')}
            </span>
          )}
        </header>
        <PulseChart pair={symbol.symbol} open={open.data?.records ?? []} />
        <PulseLists />
      </div>
      <aside className={styles.side}>
        <PulseTicket symbol={symbol} available={wallet.data?.available} />
        {loggedIn && <PulseWalletCard wallet={wallet.data} loading={wallet.isPending} />}
      </aside>
    </div>
  );
}
