// The contract both sides import: wire shapes, paths, topics, the rules of spec §5,
// the constants of §9 and pure formatting. Nothing here does I/O.
export * from './constants.ts';
export * from './envelope.ts';
export * from './paths.ts';
export * from './topics.ts';
export * from './rules.ts';
export * from './format.ts';
export * from './auth.ts';
export * from './member.ts';
export * from './content.ts';
export * from './market.ts';
export * from './spot.ts';
export * from './wallet.ts';
export * from './account.ts';
