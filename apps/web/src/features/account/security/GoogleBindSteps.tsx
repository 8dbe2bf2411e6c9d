// Binding Google 2FA: step 1 shows the waiting secret as a QR code and as text to copy; step 2
// takes a code from the app, which proves the app works before the login turns two-step (a
// mistyped secret would otherwise lock the member out).
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GOOGLE_SECRET_MODE } from '@exchange/contract/account';
import { bindGoogle, getGoogleSecret } from '../../../api/account.ts';
import { accountKeys, useGoogleSecret } from '../../../api/accountQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';
import { CopyValue } from '../common/CopyButton.tsx';
import { GoogleCodeForm } from './GoogleCodeForm.tsx';
import shell from '../account.module.css';
import security from './security.module.css';

export function GoogleBindSteps({ onBound }: { onBound: () => Promise<void> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const secret = useGoogleSecret(true);
  const [renewing, setRenewing] = useState(false);

  const renew = async () => {
    setRenewing(true);
    try {
      client.setQueryData(accountKeys.googleSecret, await getGoogleSecret(GOOGLE_SECRET_MODE.fresh));
    } catch {
      // Shown by the transport; the current secret stays.
    } finally {
      setRenewing(false);
    }
  };

  const bind = async (code: string) => {
    try {
      await bindGoogle(code);
    } catch {
      return;
    }
    client.removeQueries({ queryKey: accountKeys.googleSecret });
    await onBound();
  };

  if (secret.isError) return <ErrorState title={t('account.load_failed')} retryLabel={t('common.retry')} onRetry={() => void secret.refetch()} />;
  if (!secret.data) return <CenteredSpinner label={t('common.loading')} />;
  return (
    <>
      <h2 className={shell.subtitle}>1. {t('account.google.step_scan')}</h2>
      <p className={shell.lead}>{t('account.google.scan_text')}</p>
      <div className={security.qr}>
        <QRCodeSVG value={secret.data.otpauthUrl} size={168} marginSize={1} title={t('account.google.qr')} />
      </div>
      <CopyValue label={t('account.google.secret')} value={secret.data.secret} copyLabel={t('account.google.copy_secret')} />
      <p className={shell.warning}>{t('account.google.backup')}</p>
      <Button variant="ghost" size="sm" onClick={() => void renew()} loading={renewing}>
        {t('account.google.renew')}
      </Button>
      <h2 className={shell.subtitle}>2. {t('account.google.step_code')}</h2>
      <GoogleCodeForm submitLabel={t('account.google.bind')} onCode={bind} />
    </>
  );
}
