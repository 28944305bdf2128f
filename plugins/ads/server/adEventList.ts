import type { EventListDeclaration } from '../../../core/server/events';

/** The ad an ad view or a CTA click was about (set by adEventStep): an ad's views and cta_clicks count the rows carrying its id. */
export const AD_EVENT_LIST: EventListDeclaration = { name: 'ad', terms: [] };

/** The tracked events of an ad on the page: shown (the embed reports it when the ad is on screen), its call to action clicked. */
export const AD_EVENTS = { view: 'ad_view', click: 'cta_click' } as const;
