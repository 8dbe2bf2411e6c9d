// The member's side of the exchange page (issue 4): order forms, the pair's balances and the order
// tabs below the chart. The market panels (book, trades, chart) live one folder up.
//
// Design: the forms' logic is pure (orderMath: big.js arithmetic; orderFields: the spec's form state
// and its edits; orderBody: tab → SpotOrderBody and the contract's checkSpotOrder; issueMessage: an
// issue → its translated message) under thin hooks and components. Forms subscribe to nothing that
// ticks: the last price is read once (useFirstLastPrice) and picked prices arrive through
// useTradeTicket. Lists refetch on the member's refresh messages and start from an offline copy
// (offlineOrders, cleared at logout).
export type { PairProps } from './pairProps.ts';
export { SpotOrderForms } from './SpotOrderForms.tsx';
export { PairBalancesPanel } from './PairBalancesPanel.tsx';
export { SpotOrderTabs } from './SpotOrderTabs.tsx';
export { PhoneTradeBar } from './PhoneTradeBar.tsx';
