// The contract both sides import: wire shapes, paths, topics, the rules of spec §5,
// the constants of §9 and pure formatting. Nothing here does I/O.
export * from './constants.ts';
export * from './envelope.ts';
export * from './paths.ts';
export * from './topics.ts';
export * from './rules.ts';
export * from './input.ts';
export * from './format.ts';
export * from './auth.ts';
export * from './member.ts';
export * from './content.ts';
export * from './market.ts';
export * from './spot.ts';
export * from './wallet.ts';
export * from './account.ts';
export * from './futures.ts';
export * from './pulse.ts';
export * from './finance.ts';
export * from './invite.ts';
export * from './kol.ts';
export * from './verification.ts';
export * from './margin.ts';
export * from './otc.ts';
export * from './chat.ts';
