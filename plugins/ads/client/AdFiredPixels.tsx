import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useApiGet } from '../../../core/client/api';
import type { FiredPixel } from '../../pixels/common/pixelsServerContract';
import { adPaths } from '../common/adPaths';

/**
 * The pixels the ad's views and CTA clicks fired (GET pixels, exact): a tracking assigning the ad
 * fires them (TK-12). A failed load is only logged and shows nothing.
 */
export function AdFiredPixels({ adId }: { adId: number }) {
  const { t } = useTranslation('ads');
  const pixels = useApiGet<FiredPixel[]>(adPaths.pixels, { id: adId }, (error) => console.error('Loading the fired pixels failed:', error.code));
  if (!pixels) return null;
  return (
    <Callout icon="pulse" title={t('firedPixels.title')} className="ac-ad-fired-pixels" data-testid="ad-fired-pixels">
      {pixels.length ? (
        <ul>
          {pixels.map((pixel) => (
            <li key={pixel.id}>{t('firedPixels.item', { title: pixel.title, count: pixel.fires })}</li>
          ))}
        </ul>
      ) : (
        t('firedPixels.none')
      )}
    </Callout>
  );
}
