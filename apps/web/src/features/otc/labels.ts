// Wire codes → translation keys of the P2P pages.
export const payKindKey = (kind: string) => `p2p.pay_kind.${kind}`;
export const orderStatusKey = (status: string) => `p2p.status.${status}`;
export const systemLineKey = (code: string) => `p2p.system.${code}`;
