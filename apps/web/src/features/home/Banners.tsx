// The banner row under the hero: only the banners the content store has (none → nothing rendered).
import { useTranslation } from 'react-i18next';
import { useImages } from '../../api/queries.ts';
import { PageSection } from '../../ui/PageSection.tsx';
import { bannerImages } from './banners.ts';
import styles from './HomePage.module.css';

export function Banners() {
  const { t } = useTranslation();
  const { data } = useImages();
  const banners = bannerImages(data ?? {});
  if (banners.length === 0) return null;
  return (
    <PageSection>
      <ul className={styles.banners} aria-label={t('home.banners')}>
        {banners.map((banner, index) => (
          <li key={banner.code}>
            <img className={styles.banner} src={banner.url} alt={t('home.banner_alt', { n: index + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
