// KOL programme (spec §2 /kol/index, issue 27 part 7): the terms are content (content-store table
// CONTENT_TABLE.kolTerms); a member applies with their channels, audience and contact; operators
// approve (with the KOL's own rebate rate) or reject with a reason (npm run admin -- kol-…). An
// application lands on /participationSuccess/index (PARTICIPATION) naming what was sent.
import { z } from 'zod';
import { inputText } from './input.ts';

export const KOL_PATH = {
  /** POST KolApplyBody → KolApplication. */
  apply: 'kol/apply',
  /** GET → KolApplication | null: the member's latest application. */
  application: 'kol/application',
} as const;

/** 0 waiting for review, 1 approved, 2 rejected. */
export type KolStatus = '0' | '1' | '2';

export interface KolApplication {
  id: string;
  channels: string;
  audience: string;
  contact: string;
  status: KolStatus;
  /** Why it was rejected. */
  reason: string;
  /** The rebate rate granted on approval. */
  rate: string;
  create_time: number;
  review_time: number;
}

export const KOL_LIMITS = { channels: 500, audience: 200, contact: 200 } as const;

const field = (name: string, max: number) =>
  inputText()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, `Please fill in ${name}`).max(max, `${name[0]!.toUpperCase()}${name.slice(1)} can have at most ${max} characters`));

export const kolApplyBody = z.object({
  channels: field('your channels', KOL_LIMITS.channels),
  audience: field('your audience', KOL_LIMITS.audience),
  contact: field('a contact', KOL_LIMITS.contact),
});
export type KolApplyBody = z.input<typeof kolApplyBody>;

/** What /participationSuccess/index is told about the entry it confirms (its `type` query). */
export const PARTICIPATION_TYPES = ['kol'] as const;
export type ParticipationType = (typeof PARTICIPATION_TYPES)[number];
