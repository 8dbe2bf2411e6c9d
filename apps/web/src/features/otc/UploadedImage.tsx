// An upload shown in the page: the server gives it only to its owner and the order's other party,
// so it is fetched with the login and shown from an object URL.
import { useUploadedFile } from '../../api/accountQueries.ts';
import { useObjectUrl } from '../../ui/useObjectUrl.ts';
import styles from './otc.module.css';

export function UploadedImage({ link, alt }: { link: string; alt: string }) {
  const file = useUploadedFile(link);
  const url = useObjectUrl(file.data);
  return url ? <img className={styles.qr} src={url} alt={alt} /> : <span className={styles.muted}>{alt}</span>;
}
