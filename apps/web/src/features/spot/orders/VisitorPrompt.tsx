// What a visitor sees instead of a submit button or their balances: log in (and come back here) or
// register. One translated sentence per language with the links inside it (never "login" + " / " +
// "register" put side by side): word order differs by language, and pieces laid out apart broke
// "Iniciar sesión" over two lines around the slash in Spanish.
import { Link, useLocation } from 'react-router';
import { Trans } from 'react-i18next';
import { loginPathFor } from '../../../app/loginRedirect.ts';
import styles from './orders.module.css';

export function VisitorPrompt() {
  const { pathname, search } = useLocation();
  return (
    <p className={styles.visitor}>
      <Trans
        i18nKey="spot.order.visitor_prompt"
        components={{ login: <Link to={loginPathFor(`${pathname}${search}`)} />, register: <Link to="/user/register" /> }}
      />
    </p>
  );
}
