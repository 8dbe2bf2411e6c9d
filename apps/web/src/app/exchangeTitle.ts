// What an exchange screen puts in the document title: its pair and last price ("65000.50 BTC/USDT
// Acme"). The screen sets it while mounted; the layout's title hook reads it (usePageChrome.ts).
import { create } from 'zustand';

export interface ExchangeTitle {
  pair: string;
  price: string;
}

interface ExchangeTitleState {
  current: ExchangeTitle | null;
  set(title: ExchangeTitle | null): void;
}

export const useExchangeTitle = create<ExchangeTitleState>((set) => ({
  current: null,
  set: (current) => set({ current }),
}));
