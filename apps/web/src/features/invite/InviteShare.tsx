// The member's invite code and link, each with a copy button, and the link as a QR code to scan
// (the code and link beside it are its accessible form).
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../account/common/CopyButton.tsx';
import { inviteLink } from '../account/agents/inviteLinks.ts';
import styles from './invite.module.css';

export function InviteShare({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, code);
  return (
    <section className={styles.share} aria-label={t('invite.share')}>
      <div>
        <CopyValue label={t('invite.code')} value={code} copyLabel={t('invite.copy_code')} />
        <CopyValue label={t('invite.link')} value={link} copyLabel={t('invite.copy_link')} />
      </div>
      <figure className={styles.qr}>
        <QRCodeSVG value={link} size={128} aria-hidden="true" />
        <figcaption>{t('invite.scan')}</figcaption>
      </figure>
    </section>
  );
}
