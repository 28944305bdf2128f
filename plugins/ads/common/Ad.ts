import type { EntityFields } from '../../../core/common/entities';
import type { AdInput } from './adSchema';

/** An ad's kind (AD-01): a static ad, a dynamic one (its own tag) or a Google ad slot. */
export const AD_TYPES = ['static', 'dynamic', 'google'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** An organisation's ads plan (OP-60): the free plan serves at most FREE_AD_VIEWS_PER_MONTH ads a month. */
export type AdPlan = 'free' | 'unlimited';
export const FREE_AD_VIEWS_PER_MONTH = 50_000;

/**
 * Where an ad is in its review (OP-12, issue 18's queue): static ads count as approved (AD-15);
 * a dynamic or Google ad waits for an admin, who approves it or rejects it with a reason.
 */
export type AdApproval = 'approved' | 'pending' | 'rejected';

/** An organisation an ad is shared with (management §3 organisations); `default` is the caller's default organisation. */
export interface AdOrganisation {
  id: number;
  name: string;
  default: boolean;
}

/** A row of the ads table (AD-02): its columns and what the actions need. */
export interface AdListItem extends EntityFields {
  id: number;
  name: string;
  type: AdType;
  image: string | null;
  approved: boolean;
  approval: AdApproval;
  /** The admin's reason when rejected, else null. */
  rejection_reason: string | null;
  /** The organisations it is shared with (AD-02's organisations column shows their names). */
  organisations: AdOrganisation[];
  /** Exact counts from the event store: served views and CTA clicks, and clicks per view in percent (AD-03). */
  views: number;
  cta_clicks: number;
  clickthrough_rate: number;
  created_at: string;
  /** The caller owns it: what the edit and delete rules ask (adActions). */
  isOwn: boolean;
}

/** One ad as the dialog loads it (GET {id}, AD-40, AD-56): every field it edits, with the table's. */
export interface Ad extends AdListItem, Omit<AdInput, 'organisations' | 'image' | 'replace'> {
  /** The ad's id again, as the spec's dialog keeps it: saving with one updates (AD-44). */
  element_id: number;
  /** The organisations the caller may share it with (theirs), and the caller's default one among them. */
  common_organisations: AdOrganisation[];
  default_organisations: AdOrganisation[];
}

/** An element of the catalogue (GET elements, AD-35): a poll, quiz or personality test whose cover or results an ad is placed on. */
export interface AdElement {
  id: number;
  name: string;
  domain: string;
}

/** GET targeting: what the targeting tab offers besides the audiences (the audiences plugin's picker) — the Tools categories of the caller's questions. */
export interface AdTargeting {
  categories: { id: number; questions: number }[];
}

/** GET plan: the caller's organisation's plan, its ad views this UTC month and the free plan's limit (OP-60). */
export interface AdPlanUsage {
  plan: AdPlan;
  views: number;
  limit: number;
}
