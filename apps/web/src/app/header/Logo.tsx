// The operator's logo for the current theme (content store), or the brand name until it loads. On a
// black header the night logo is used whatever the theme.
import { Link } from 'react-router';
import { useBrand, useLogo, useSiteConfig } from '../../api/queries.ts';
import styles from './Header.module.css';

export function Logo({ night = false }: { night?: boolean }) {
  const themed = useLogo();
  const nightLogo = useSiteConfig().data?.web_logo?.config_img_night;
  const src = (night && nightLogo) || themed;
  const brand = useBrand();
  return (
    <Link to="/home/index" className={styles.logo} aria-label={brand}>
      {src ? <img src={src} alt="" /> : <span aria-hidden="true">{brand}</span>}
    </Link>
  );
}
