// The order ticket: duration (with its payout), stake with quick amounts, and the up and down
// buttons, each with the exact payout of a win. The tie rule is shown before buying. A visitor is
// sent to log in; a refusal shows the server's message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PulseDirection, PulseSymbol } from '@exchange/contract/pulse';
import { usePlacePulse } from '../../api/pulseQueries.ts';
import { useSession } from '../../session/store.ts';
import { Button, Segmented, TextInput, toast } from '../../ui/index.ts';
import { ORDER_FORM_TARGET } from '../../app/skipTargets.ts';
import { VisitorPrompt } from '../spot/orders/VisitorPrompt.tsx';
import { payoutOf, percentOf, quickStakes, stakeProblem } from './ticket.ts';
import styles from './pulse.module.css';

export function PulseTicket({ symbol, available }: { symbol: PulseSymbol; available: string | undefined }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [seconds, setSeconds] = useState(String(symbol.durations[0]?.seconds ?? ''));
  const [stake, setStake] = useState('10');
  const place = usePlacePulse();
  const duration = symbol.durations.find((d) => String(d.seconds) === seconds) ?? symbol.durations[0];
  const problem = stakeProblem(stake, duration, loggedIn ? available : undefined);
  const payout = payoutOf(stake, duration);
  const message = problem && problem !== 'empty' ? t(`pulse.stake.${problem}`, { min: duration?.minStake, max: duration?.maxStake }) : undefined;

  const buy = (direction: PulseDirection) => {
    if (!duration || problem) return;
    place.mutate(
      { symbol: symbol.symbol, direction, seconds: duration.seconds, amount: stake.trim() },
      {
        onSuccess: () => toast.success(t('pulse.placed')),
        onError: (error) => toast.error(error instanceof Error ? error.message : t('pulse.failed')),
      },
    );
  };

  return (
    <section id={ORDER_FORM_TARGET} tabIndex={-1} className={styles.ticket} aria-labelledby="pulse-ticket-title">
      <h2 id="pulse-ticket-title" className={styles.panelTitle}>
        {t('pulse.ticket.title')}
      </h2>
      <div className={styles.durations}>
        <Segmented
          label={t('pulse.duration')}
          value={seconds}
          options={symbol.durations.map((d) => ({ value: String(d.seconds), label: t('pulse.duration.option', { seconds: d.seconds, percent: percentOf(d.payoutRatio) }) }))}
          onChange={setSeconds}
        />
      </div>
      <TextInput
        label={t('pulse.stake')}
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        onChange={(e) => setStake(e.target.value)}
        error={message}
        hint={duration ? t('pulse.stake.range', { min: duration.minStake, max: duration.maxStake }) : undefined}
        addon={<span className={styles.unit}>USDT</span>}
      />
      <div className={styles.quick} role="group" aria-label={t('pulse.stake.quick')}>
        {quickStakes(duration).map((v) => (
          <Button key={v} size="sm" variant="secondary" onClick={() => setStake(v)} aria-pressed={stake === v}>
            {v}
          </Button>
        ))}
      </div>
      <p className={styles.rule}>{t('pulse.rule.tie')}</p>
      {loggedIn ? (
        <div className={styles.sides}>
          <Button className={styles.up} disabled={!!problem || symbol.status === 0} loading={place.isPending && place.variables?.direction === 'up'} onClick={() => buy('up')}>
            {t('pulse.buy.up')}
            {payout && <span className={styles.payout}>{t('pulse.payout', { amount: payout })}</span>}
          </Button>
          <Button className={styles.down} disabled={!!problem || symbol.status === 0} loading={place.isPending && place.variables?.direction === 'down'} onClick={() => buy('down')}>
            {t('pulse.buy.down')}
            {payout && <span className={styles.payout}>{t('pulse.payout', { amount: payout })}</span>}
          </Button>
        </div>
      ) : (
        <VisitorPrompt />
      )}
      {symbol.status === 0 && <p className={styles.rule}>{t('pulse.paused.hint')}</p>}
    </section>
  );
}
