// The KYC state as a coloured pill: green verified, blue under review, red failed, grey none.
import { useTranslation } from 'react-i18next';
import { KYC_STATE_KEY, type KycState } from '../member.ts';
import pills from '../common/pills.module.css';

const CLASS: Record<KycState, string | undefined> = { none: pills.pill, pending: pills.pillWait, verified: pills.pillOn, failed: pills.pillOff };

export function KycBadge({ state }: { state: KycState }) {
  const { t } = useTranslation();
  return <span className={CLASS[state]}>{t(KYC_STATE_KEY[state])}</span>;
}
