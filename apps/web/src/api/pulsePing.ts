// Whether pulse is offered (spec §4 "Pulse availability"): the ping answers raw, and code 1003
// means switched off, which hides the pulse wallet (type 9) in every wallet view and the pulse menu
// entry. Kept small, as the header and the wallet ask it on every page (pulseAvailable.ts).
import { PULSE_UNAVAILABLE_CODE } from '@exchange/contract/constants';
import { PULSE_BASE, PULSE_PATH } from '@exchange/contract/paths';
import type { PulsePing } from '@exchange/contract/pulse';
import { request } from './transport.ts';

export const pingPulse = (): Promise<PulsePing> => request({ url: `${PULSE_BASE}/${PULSE_PATH.ping}`, raw: true, tokenless: true });

/** False only once a ping answered 1003; a failed ping leaves pulse shown (the calls will say why). */
export const isPulseAvailable = (ping: PulsePing | undefined): boolean => ping?.code !== PULSE_UNAVAILABLE_CODE;
