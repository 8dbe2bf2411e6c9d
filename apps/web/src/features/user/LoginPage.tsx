// /user/login: after logging in the user goes back to the page that sent them here (`redirect`).
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirectTarget } from '../../app/loginRedirect.ts';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  return (
    <AuthCard
      title={t('user.login.title')}
      subtitle={t('user.login.subtitle')}
      links={
        <>
          <Link to="/user/reset">{t('user.login.forgot')}</Link>
          <span>
            {t('user.login.no_account')} <Link to="/user/register">{t('user.register.link')}</Link>
          </span>
        </>
      }
    >
      <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
