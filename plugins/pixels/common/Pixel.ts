import type { EntityFields } from '../../../core/common/entities';

/** Pixel types (management §3); "unspecified" occurs in stored data and must be chosen on edit (OP-67). */
export const PIXEL_TYPES = ['javascript', 'google', 'facebook', 'image'] as const;
export type PixelType = (typeof PIXEL_TYPES)[number] | 'unspecified';

/** Pixel entity (management §3, PX-13) with version, owner and audit (EntityFields). */
export interface Pixel extends EntityFields {
  id: number;
  title: string;
  type: PixelType;
  /** Javascript pixels only fire once approved (PX-05); the others count as approved. */
  approved: boolean;
  /** The admin's reason when the back-office review rejected it (OP-12), else null. */
  rejection_reason: string | null;
  /** How often the tracker was told to fire it: exact, from the event store. */
  triggered: number;
  image: string | null;
  /** Header script URL (alias headercode). */
  externalcode: string | null;
  /** Body code (alias bodycode). */
  staticcode: string | null;
  /** Alias triggercode. */
  trigger_code: string | null;
  conversion_id: string | null;
  conversion_label: string | null;
  conversionvalue: string | null;
  custom_value: string | null;
  /** Alias pixelid. */
  facebook_id: string | null;
  /** Image URL (alias imageurl). */
  source: string | null;
  /** ISO timestamp. */
  created_at: string;
}

/** A pixel as pickers and assigned-pixel lists show it (getPixels). */
export type PixelChoice = Pick<Pixel, 'id' | 'title' | 'type' | 'approved' | 'triggered'>;
