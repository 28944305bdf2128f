import type { TrackerDirective } from '../../../core/common/ingest';
import type { Pixel } from '../common/Pixel';

export type FirablePixel = Pick<Pixel, 'type' | 'externalcode' | 'trigger_code' | 'conversion_id' | 'conversion_label' | 'conversionvalue' | 'custom_value' | 'facebook_id' | 'source'>;

/** A value as a JavaScript literal inside generated code: never code itself. */
const literal = (value: unknown) => JSON.stringify(value);

/** Google Ads conversion ids are sent as "AW-…"; the form takes them with or without it. */
const adsId = (conversionId: string) => (/^AW-/i.test(conversionId) ? conversionId : `AW-${conversionId}`);

/**
 * What the tracker does to fire an approved pixel, by type (management §3): an image pixel is an
 * image request; a javascript pixel loads its header script and runs its trigger code once loaded
 * (the body code is the page's own noscript fallback, not fired); google loads gtag.js and sends the
 * conversion; facebook runs Meta's base code with the pixel id and tracks a PageView. The pixel's
 * values enter the generated code only as JSON literals.
 */
export function pixelDirectives(pixel: FirablePixel): TrackerDirective[] {
  switch (pixel.type) {
    case 'image':
      return pixel.source ? [{ type: 'image', src: pixel.source }] : [];
    case 'javascript':
      if (!pixel.trigger_code) return [];
      return pixel.externalcode ? [{ type: 'script', src: pixel.externalcode, then: pixel.trigger_code }] : [{ type: 'inline', code: pixel.trigger_code }];
    case 'google': {
      if (!pixel.conversion_id || !pixel.conversion_label) return [];
      const id = adsId(pixel.conversion_id);
      const value = Number(pixel.conversionvalue);
      const conversion = {
        send_to: `${id}/${pixel.conversion_label}`,
        ...(pixel.conversionvalue && Number.isFinite(value) ? { value } : {}),
        ...(pixel.custom_value ? { custom_value: pixel.custom_value } : {}),
      };
      return [
        {
          type: 'script',
          src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
          then: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${literal(id)});gtag('event','conversion',${literal(conversion)});`,
        },
      ];
    }
    case 'facebook':
      if (!pixel.facebook_id) return [];
      return [
        {
          type: 'inline',
          code:
            "!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');" +
            `fbq('init',${literal(pixel.facebook_id)});fbq('track','PageView');`,
        },
      ];
    case 'unspecified':
      return [];
  }
}
