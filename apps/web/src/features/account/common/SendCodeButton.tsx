// The "send code" button beside a code field: sends, then counts down before a resend (the server
// refuses a second code within 60 s). The caller decides where the code goes and checks the target
// first; a refused send was already toasted by the transport.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/Toaster.tsx';
import { useCountdown } from '../../user/useCountdown.ts';

export function SendCodeButton({ send, label }: { send: () => Promise<boolean>; label?: string }) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      if (await send()) {
        countdown.start();
        toast.success(t('user.code.sent'));
      }
    } catch {
      // Shown by the transport; the button stays available for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void click()} loading={sending} disabled={countdown.running} aria-label={label}>
      {countdown.running ? t('user.code.resend_in', { seconds: countdown.left }) : t('user.code.send')}
    </Button>
  );
}
