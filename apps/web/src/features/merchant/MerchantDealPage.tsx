// /merchant/deal: the merchant's orders, or one of them (?id=) with the same order page a member
// sees, from the merchant's side.
import { useSearchParams } from 'react-router';
import { useOtcRefresh } from '../../api/otcQueries.ts';
import { OrderList } from '../otc/OrderList.tsx';
import { OrderView } from '../otc/OrderView.tsx';
import { OtcPage } from '../otc/OtcPage.tsx';

export default function MerchantDealPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  useOtcRefresh();
  return (
    <OtcPage section="section.merchant.deal">
      {id ? <OrderView id={id} /> : <OrderList who="merchant" base="/merchant/deal" />}
    </OtcPage>
  );
}
