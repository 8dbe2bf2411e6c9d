// /user/register: a new member lands on the home page, logged in.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../app/loginRedirect.ts';
import { AuthCard } from './AuthCard.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t('user.register.title')}
      subtitle={t('user.register.subtitle')}
      links={
        <span>
          {t('user.register.have_account')} <Link to="/user/login">{t('user.login.link')}</Link>
        </span>
      }
    >
      <RegisterForm onRegistered={() => navigate(HOME_PATH, { replace: true })} />
    </AuthCard>
  );
}
