// The app download of the settings menu: the Android package URL the server publishes, as a menu
// item that downloads it and as a QR code to scan with the phone (for the eye only: the item is its
// accessible form). Its own chunk (qrcode.react), fetched when the menu first opens.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { MenuItem, MenuLabel } from '../../ui/Menu.tsx';
import { useClientVersion } from '../../api/queries.ts';
import styles from './Header.module.css';

export default function AppDownload() {
  const { t } = useTranslation();
  const { data } = useClientVersion('android');
  if (!data?.url) return null;
  return (
    <>
      <MenuItem asChild className={styles.panelLink}>
        <a href={data.url}>{t('header.settings.app_download')}</a>
      </MenuItem>
      <MenuLabel className={styles.qr}>
        <QRCodeSVG value={data.url} size={112} aria-hidden="true" />
        <span>{t('header.settings.app_scan')}</span>
      </MenuLabel>
    </>
  );
}
