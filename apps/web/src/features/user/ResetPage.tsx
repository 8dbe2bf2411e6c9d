// /user/reset: after a new password is set the user logs in with it.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/Toaster.tsx';
import { LOGIN_PATH } from '../../app/loginRedirect.ts';
import { AuthCard } from './AuthCard.tsx';
import { ResetForm } from './ResetForm.tsx';

export default function ResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = () => {
    toast.success(t('user.reset.success'));
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <AuthCard
      title={t('user.reset.title')}
      subtitle={t('user.reset.subtitle')}
      links={<Link to="/user/login">{t('user.reset.back_to_login')}</Link>}
    >
      <ResetForm onReset={done} />
    </AuthCard>
  );
}
