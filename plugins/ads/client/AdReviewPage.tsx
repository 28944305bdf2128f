import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useOptionalPluginContract } from '../../../core/client/contracts';
import { ReviewQueue, type ReviewItem } from '../../../core/client/widgets';
import type { Ad } from '../common/Ad';
import { adPaths } from '../common/adPaths';

/** An ad as the reviewer reads it: owner, target, and what it runs on a page (tag, native tag, Google settings) as text. */
const reviewItem = (ad: Ad, t: (key: string) => string): ReviewItem & { ad: Ad } => ({
  ad,
  id: ad.id,
  version: ad.version,
  name: ad.name,
  kind: t(`types.${ad.type}`),
  owner: ad.email,
  facts: [
    { label: t('fields.target_url'), text: ad.target_url },
    { label: t('fields.tag'), text: ad.tag, code: true, testId: 'ad-review-tag' },
    { label: t('fields.nativeTag'), text: ad.nativeTag, code: true, testId: 'ad-review-native-tag' },
    { label: t('google.title'), text: ad.type === 'google' ? JSON.stringify(ad.settings, null, 2) : null, code: true, testId: 'ad-review-settings' },
  ],
});

/**
 * /campaigns/ad-review (admins, OP-12): the dynamic and Google ads waiting for review, oldest
 * change first, and — while the pixels plugin is enabled — the javascript pixels waiting, each
 * approved or rejected with a reason (the core ReviewQueue).
 */
export default function AdReviewPage() {
  const { t } = useTranslation('ads');
  const { api } = useConsole();
  const pixels = useOptionalPluginContract('pixels');
  const load = useCallback(async () => (await api.get<Ad[]>(adPaths.queue)).map((ad) => reviewItem(ad, t)), [api, t]);
  return (
    <div data-testid="ad-review-page">
      <ReviewQueue
        title={pixels && t('review.ads')}
        load={load}
        approve={(item) => api.post(adPaths.approve(item.id), { version: item.version })}
        reject={(item, rejection) => api.post(adPaths.reject(item.id), rejection)}
        empty={{ title: t('review.empty'), description: t('review.emptyText') }}
        testId="ad-review"
      />
      {pixels && <pixels.PixelReviewQueue />}
    </div>
  );
}
