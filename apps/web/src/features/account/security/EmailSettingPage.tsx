// setting/email: binds or changes the member's e-mail.
import { BindAccountPage } from './BindAccountPage.tsx';

export default function EmailSettingPage() {
  return <BindAccountPage type="email" />;
}
