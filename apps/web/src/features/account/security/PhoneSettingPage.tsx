// setting/phone: binds or changes the member's phone.
import { BindAccountPage } from './BindAccountPage.tsx';

export default function PhoneSettingPage() {
  return <BindAccountPage type="phone" />;
}
