// /account/entrust/margin-all: cross margin orders and loans (MarginEntrustPage.tsx).
import { MarginEntrust } from './MarginEntrustPage.tsx';

export default function MarginAllEntrustPage() {
  return <MarginEntrust mode="all" />;
}
