// The one time a new key's secret is seen: the server keeps only its hash, so closing this dialog
// loses it for good. It says so, and offers copy buttons for the key and the secret.
import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated } from '@exchange/contract/account';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { CopyValue } from '../common/CopyButton.tsx';
import shell from '../account.module.css';

export function ApiSecretDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('account.api.secret_title')} closeLabel={t('common.close')} width={520}>
      <p className={shell.warning} role="alert">
        {t('account.api.secret_warning')}
      </p>
      <CopyValue label={t('account.api.column.key')} value={created.api_key} copyLabel={t('account.api.copy_key')} />
      <CopyValue label={t('account.api.secret')} value={created.secret} copyLabel={t('account.api.copy_secret')} />
      <Button block onClick={onClose}>
        {t('account.api.secret_done')}
      </Button>
    </Dialog>
  );
}
