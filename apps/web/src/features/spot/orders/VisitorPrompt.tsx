// What a visitor sees instead of a submit button: log in (and come back here) or register.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../../../app/loginRedirect.ts';
import styles from './orders.module.css';

export function VisitorPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <p className={styles.visitor}>
      <Link to={loginPathFor(`${pathname}${search}`)}>{t('header.login')}</Link>
      <span aria-hidden="true"> / </span>
      <Link to="/user/register">{t('header.register')}</Link>
    </p>
  );
}
