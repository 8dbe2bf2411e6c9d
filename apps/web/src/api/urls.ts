// Full paths of calls, from the contract's relative paths and the configured API head.
import { coinBase, contentBase } from '@exchange/contract/paths';
import { runtimeConfig } from './config.ts';

/** `/api/{head}/coin/<path>`: business calls. */
export const coinUrl = (path: string): string => `${coinBase(runtimeConfig.apiHead)}/${path}`;

/** `/api/{head}/<path>`: content store, dictionary and upload calls. */
export const contentUrl = (path: string): string => `${contentBase(runtimeConfig.apiHead)}/${path}`;
