// Official channel check (issue 27 part 8): normalises what a visitor asks about the way each kind
// of channel is written, and compares it with the content store's list of official channels. The
// list is content an operator edits; a channel not on it is not ours, and the page says so.
import { CONTENT_TABLE, type ChannelCheck, type ChannelKind } from '@exchange/contract';
import type { ContentStore } from '../content/store.ts';

/** How each kind is written so that two spellings of one channel compare equal. */
export const normalise = (kind: ChannelKind, value: string): string => {
  const v = value.trim().toLowerCase();
  switch (kind) {
    case 'website': {
      const host = v.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split(/[/?#]/)[0]!.replace(/:\d+$/, '').replace(/\.$/, '');
      return host.replace(/^www\./, '');
    }
    case 'email':
      return v;
    case 'phone':
      return v.replace(/\D/g, '');
    case 'telegram':
      return v.replace(/^(https?:\/\/)?(www\.)?(t\.me|telegram\.me)\//, '').replace(/^@/, '').replace(/\/.*$/, '');
  }
};

export const checkChannel = async (store: ContentStore, kind: ChannelKind, value: string): Promise<ChannelCheck> => {
  const wanted = normalise(kind, value);
  const rows = await store.all(CONTENT_TABLE.officialChannels);
  const hit = wanted === '' ? undefined : rows.find((r) => r.kind === kind && typeof r.value === 'string' && normalise(kind, r.value) === wanted);
  return { kind, value: wanted, official: Boolean(hit), note: typeof hit?.note === 'string' ? hit.note : '' };
};
