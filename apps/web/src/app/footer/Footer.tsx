// app/footer/: the site footer (spec §2): link columns, logo, language switch, social icons and the
// copyright line, all from the content store's footer config.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFooter } from '../../api/queries.ts';
import { MaskIcon } from '../../ui/MaskIcon.tsx';
import { Logo } from '../header/Logo.tsx';
import { FooterLinkItem } from './FooterLinkItem.tsx';
import { socialIcon } from './footerLinks.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { data: config } = useFooter();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <LanguageSwitch />
          {config?.icon_data?.length ? (
            <ul className={styles.icons} aria-label={t('footer.social')}>
              {config.icon_data.map((icon) => (
                <li key={icon.img_code}>
                  <a
                    href={icon.skip_path}
                    target="_blank"
                    rel="noreferrer"
                    className={styles.icon}
                    aria-label={t(`social.${icon.img_code}`, { defaultValue: icon.img_code })}
                  >
                    <MaskIcon src={socialIcon(icon.img_code)} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.columns}>
          {config?.list_data?.map((column) => (
            <nav key={column.title_code} aria-label={t(column.title_code)}>
              <h2 className={styles.title}>{t(column.title_code)}</h2>
              <ul className={styles.links}>
                {column.child_list.map((link) => (
                  <li key={`${link.title_code}-${link.article_code}-${link.skip_path}`}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      {config?.copyright && (
        <p className={styles.copyright}>
          {config.copyright.skip_path ? (
            <Link to={config.copyright.skip_path}>{t(config.copyright.title, { year })}</Link>
          ) : (
            t(config.copyright.title, { year })
          )}
        </p>
      )}
    </footer>
  );
}
