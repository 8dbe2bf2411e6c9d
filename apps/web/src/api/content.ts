// The content store (menu, footer, translations, images, config, rates …), dictionaries,
// uploads and the small open calls around them (spec §1: content is data, read by fixed ids).
import { PAGE_SIZE_ALL } from '@exchange/contract/constants';
import type { DictItem, UploadResult } from '@exchange/contract/content';
import type { ContentPage } from '@exchange/contract/envelope';
import { COIN, CONTENT } from '@exchange/contract/paths';
import { coinUrl, contentUrl, request, requestFile, type Params } from './transport.ts';

/** Column filters plus the paging and sort params; everything is returned unless paged. */
export type ContentQuery = Params & { pageNo?: number; pageSize?: number; column?: string; order?: 'asc' | 'desc' };

export const getContentTable = <T>(table: string, params: ContentQuery = {}): Promise<ContentPage<T>> =>
  request({ url: contentUrl(CONTENT.getData(table)), params: { pageNo: 1, pageSize: PAGE_SIZE_ALL, ...params } });

export const getDetail = <T>(table: string, id: string): Promise<T> =>
  request({ url: contentUrl(CONTENT.detailData(table, id)) });

export const getDictItems = (code: string): Promise<DictItem[]> => request({ url: contentUrl(CONTENT.dictItems(code)) });

export const uploadFile = (file: File): Promise<UploadResult> => {
  const form = new FormData();
  form.append('file', file);
  form.append('type', '0');
  return request({ url: contentUrl(CONTENT.upload), method: 'POST', form });
};

/** An upload's bytes ("/uploads/<name>"), which the server gives its member only: an <img> cannot fetch it. */
export const getUploadedFile = (link: string): Promise<Blob> => requestFile({ url: link });

export interface ClientVersion {
  url: string;
  version: string;
}

export const getClientVersion = (clientType: string): Promise<ClientVersion> =>
  request({ url: coinUrl(COIN.clientVersion), params: { clientType } });

export interface FeedbackBody {
  email: string;
  type: string;
  content: string;
  /** Upload links or "". */
  img: string;
  imgTwo: string;
  imgThree: string;
}

export const submitFeedback = (body: FeedbackBody): Promise<null> =>
  request({ url: coinUrl(COIN.feedback), method: 'POST', data: body });
