// The identity-verification prompt (454 px, spec §2/§4): shown once after a member's first login,
// pointing to the KYC page. "Don't show again" makes the dismissal permanent for this member.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@exchange/contract/constants';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useImages } from '../../api/queries.ts';
import { dismissKycPrompt } from '../../session/index.ts';
import styles from './KycPrompt.module.css';

export const KYC_PATH = '/account/center/kyc';

export default function KycPrompt({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const illustration = useImages().data?.['kyc-prompt'];
  const close = () => {
    dismissKycPrompt(userId, dontShowAgain);
    onClose();
  };
  const verify = () => {
    close();
    navigate(KYC_PATH);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('kyc.prompt.title')}
      closeLabel={t('common.close')}
      width={MODAL_WIDTH.kyc}
    >
      {illustration && <img className={styles.art} src={illustration} alt="" />}
      <p className={styles.text}>{t('kyc.prompt.text')}</p>
      <Checkbox label={t('kyc.prompt.dont_show')} checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('kyc.prompt.later')}
        </Button>
        <Button onClick={verify}>{t('kyc.prompt.verify')}</Button>
      </div>
    </Dialog>
  );
}
