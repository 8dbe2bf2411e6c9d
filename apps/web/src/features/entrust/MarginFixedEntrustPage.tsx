// /account/entrust/margin-fixed: isolated margin orders and loans (MarginEntrustPage.tsx).
import { MarginEntrust } from './MarginEntrustPage.tsx';

export default function MarginFixedEntrustPage() {
  return <MarginEntrust mode="fixed" />;
}
