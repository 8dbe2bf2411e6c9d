// Pulse calls (spec §7 "Binary options", contract pulse.ts) under /api/mjkj-binary-options: the
// ping (raw: its code 1003 means pulse is switched off), symbols and terms, the pulse wallet and its
// swap with the spot account, placing a contract, the member's and the public lists. Rows keep the
// contract's shapes: every payout and result is shown as the server sends it.
import type { Page } from '@exchange/contract/envelope';
import type { PulseContractRow, PulseEntrustBody, PulsePublicTrade, PulseStatus, PulseSwapBody, PulseSwapResult, PulseSymbol, PulseWallet } from '@exchange/contract/pulse';
import { PULSE_BASE, PULSE_PATH } from '@exchange/contract/paths';
import { toPage } from './spot.ts';
import { request } from './transport.ts';

const pulseUrl = (path: string) => `${PULSE_BASE}/${path}`;

export const getPulseSymbols = (): Promise<PulseSymbol[]> => request({ url: pulseUrl(PULSE_PATH.symbols), tokenless: true });

export const getPulseWallet = (): Promise<PulseWallet> => request({ url: pulseUrl(PULSE_PATH.wallet) });

export const swapPulse = (body: PulseSwapBody): Promise<PulseSwapResult> => request({ url: pulseUrl(PULSE_PATH.swap), method: 'POST', data: body });

export const placePulseContract = (body: PulseEntrustBody): Promise<PulseContractRow> => request({ url: pulseUrl(PULSE_PATH.entrust), method: 'POST', data: body });

export const getPulseContracts = async (status: PulseStatus, current: number, size: number): Promise<Page<PulseContractRow>> =>
  toPage(await request({ url: pulseUrl(PULSE_PATH.entrustList), params: { status, current, size } }));

export const getPulsePublicTrades = (): Promise<PulsePublicTrade[]> => request({ url: pulseUrl(PULSE_PATH.publicTrades), tokenless: true });
