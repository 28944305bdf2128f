import * as yup from 'yup';
import { apiParams, lazyMessage, safeText, validators } from '../../../core/common/validation';
import { SLOT_SIZES_PATTERN } from './slotSizes';

/** Longest path, id and colour a Google block stores; URLs as the ad's target URL. */
const TEXT_MAX = 500;
const URL_MAX = 2000;

const text = (field: string) => safeText(TEXT_MAX, { trim: true, field }).default('');
const flag = (field: string) => apiParams.boolean(field).default(false);
const height = (field: string, value: number) => apiParams.count(field, 0, 10_000).default(value);

/** One GPT block of a Google ad, inline or interstitial (AD-62). */
const slot = (block: string) => ({
  path: text(`settings.${block}.path`),
  sizes: text(`settings.${block}.sizes`).matches(SLOT_SIZES_PATTERN, lazyMessage('slotSizes', { field: `settings.${block}.sizes` })),
  /** GPT's free sizes: the slot takes any size the ad brings. */
  freeSizes: flag(`settings.${block}.freeSizes`),
  elementId: text(`settings.${block}.elementId`).default('gpt-passback'),
  randomOn: flag(`settings.${block}.randomOn`),
  iterateOn: flag(`settings.${block}.iterateOn`),
});

/**
 * A Google ad slot's settings (management §3 "Google ad settings", AD-61 … AD-63): the GPT
 * loader (scriptSrc, its domain), the value (default 0.0001), the floating frame (min 150 and
 * max 250 px high), and an inline and an interstitial block; isGoogleAd 1 makes the ad a Google
 * one. Stored as they are on the ad; the dialog enables them for the Google type only (AD-18 …
 * AD-20) and shows script source, domain and value to admins (AD-13, OP-55).
 */
export const googleAdSettingsSchema = yup.object({
  isGoogleAd: apiParams.count('settings.isGoogleAd', 0, 1).default(0),
  scriptSrc: validators.url('settings.scriptSrc').concat(validators.max('settings.scriptSrc', URL_MAX)).default(''),
  domain: text('settings.domain'),
  value: apiParams.number('settings.value').min(0, lazyMessage('minValue', { field: 'settings.value', min: 0 })).default(0.0001),
  floating: flag('settings.floating'),
  bg: text('settings.bg'),
  adMinH: height('settings.adMinH', 150),
  adMaxH: height('settings.adMaxH', 250),
  expandButton: flag('settings.expandButton'),
  interstitialOn: flag('settings.interstitialOn'),
  inline: yup.object(slot('inline')),
  interstitial: yup.object({ ...slot('interstitial'), duration: apiParams.count('settings.interstitial.duration', 0, 3600).default(4) }),
});

export type GoogleAdSettings = yup.InferType<typeof googleAdSettingsSchema>;

/** A new ad's Google settings: every default (AD-61 … AD-63). */
export const defaultGoogleAdSettings = (): GoogleAdSettings => googleAdSettingsSchema.cast({ inline: {}, interstitial: {} });
