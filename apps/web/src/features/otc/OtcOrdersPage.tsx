// /otc/order: the member's P2P orders, or one order's page (?id=), with the payment methods the
// member gets paid to when selling. Every P2P notice refetches what is shown.
import { useSearchParams } from 'react-router';
import { useOtcRefresh } from '../../api/otcQueries.ts';
import { OrderList } from './OrderList.tsx';
import { OrderView } from './OrderView.tsx';
import { OtcPage } from './OtcPage.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';

export default function OtcOrdersPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  useOtcRefresh();
  return (
    <OtcPage section="section.otc.order">
      {id ? (
        <OrderView id={id} />
      ) : (
        <>
          <OrderList who="member" base="/otc/order" />
          <PaymentMethods />
        </>
      )}
    </OtcPage>
  );
}
