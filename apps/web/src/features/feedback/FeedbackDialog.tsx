// The feedback dialog (506 px, spec §9), opened from the settings menu and the footer.
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@exchange/contract/constants';
import { Dialog } from '../../ui/Dialog.tsx';
import { useSession } from '../../session/index.ts';
import { FeedbackForm } from './FeedbackForm.tsx';

export default function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const email = useSession((state) => state.user?.email ?? '');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('feedback.title')}
      description={t('feedback.description')}
      closeLabel={t('common.close')}
      width={MODAL_WIDTH.feedback}
    >
      <FeedbackForm initialEmail={email} canAttachImages={isLoggedIn} onDone={onClose} />
    </Dialog>
  );
}
