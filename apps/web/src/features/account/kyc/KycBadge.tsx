// The KYC state as a coloured pill: green verified, blue under review, red failed, grey none.
import { useTranslation } from 'react-i18next';
import { KYC_STATE_KEY, type KycState } from '../member.ts';
import styles from '../account.module.css';

const CLASS: Record<KycState, string | undefined> = { none: styles.pill, pending: styles.pillWait, verified: styles.pillOn, failed: styles.pillOff };

export function KycBadge({ state }: { state: KycState }) {
  const { t } = useTranslation();
  return <span className={CLASS[state]}>{t(KYC_STATE_KEY[state])}</span>;
}
