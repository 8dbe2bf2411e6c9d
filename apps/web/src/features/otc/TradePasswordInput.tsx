// The trade password field every money-moving P2P step asks for.
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../ui/PasswordInput.tsx';

export function TradePasswordInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('p2p.trade_password')}
      showLabel={t('p2p.show_password')}
      hideLabel={t('p2p.hide_password')}
      value={value}
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
