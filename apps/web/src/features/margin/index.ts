// features/margin/: the exchange page's margin mode (issue 23): the margin account panel (mode,
// leverage, figures, level gauge, borrow / repay / transfer dialogs), spot's order forms placing on
// the margin account, and the margin orders and loans under the chart; the entrust pages of margin
// orders live in features/entrust. Every figure is the server's (api/margin.ts).
export { DealSwitch } from './DealSwitch.tsx';
export { MarginAccountPanel } from './MarginAccountPanel.tsx';
export { MarginOrderForms } from './MarginOrderForms.tsx';
export { MarginOrderTabs } from './MarginOrderTabs.tsx';
