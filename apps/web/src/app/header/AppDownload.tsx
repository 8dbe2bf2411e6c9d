// The app-download QR code of the settings menu: the Android package URL the server publishes.
// Its own chunk (qrcode.react), fetched when the menu first opens.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useClientVersion } from '../../api/queries.ts';
import styles from './Header.module.css';

export default function AppDownload() {
  const { t } = useTranslation();
  const { data } = useClientVersion('android');
  if (!data?.url) return null;
  return (
    <div className={styles.qr}>
      <QRCodeSVG value={data.url} size={112} title={t('header.settings.app_download')} />
      <span>{t('header.settings.app_scan')}</span>
    </div>
  );
}
