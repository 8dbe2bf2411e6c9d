// What the market panels hand to the order forms: a price picked in the order book or in recent
// trades. A sequence number makes picking the same price twice still a new pick (the form may
// have been edited in between).
import { create } from 'zustand';

export interface PickedPrice {
  price: string;
  seq: number;
}

interface TradeTicketState {
  picked: PickedPrice | null;
  pickPrice(price: string): void;
}

export const useTradeTicket = create<TradeTicketState>((set) => ({
  picked: null,
  pickPrice: (price) => set((s) => ({ picked: { price, seq: (s.picked?.seq ?? 0) + 1 } })),
}));
