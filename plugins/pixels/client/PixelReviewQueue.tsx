import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { ReviewQueue, type ReviewItem } from '../../../core/client/widgets';
import type { Pixel } from '../common/Pixel';
import { pixelPaths } from '../common/pixelPaths';
import { PIXEL_CODE_FIELDS } from '../common/pixelTypeFields';

/**
 * The javascript pixels waiting for the back-office review (OP-12, the pixels contract's part of
 * the review page): each with its header script, body and trigger code as text, approved or
 * rejected with a reason the owner reads in the pixel dialog.
 */
export function PixelReviewQueue() {
  const { t } = useTranslation('pixels');
  const { api } = useConsole();
  const load = useCallback(
    async () =>
      (await api.get<Pixel[]>(pixelPaths.queue)).map(
        (pixel): ReviewItem => ({
          id: pixel.id,
          version: pixel.version,
          name: pixel.title,
          kind: t('review.kind'),
          owner: pixel.email,
          facts: PIXEL_CODE_FIELDS.map((field) => ({ label: t(`fields.${field}`), text: pixel[field], code: true, testId: `pixel-review-${field}` })),
        }),
      ),
    [api, t],
  );
  return (
    <ReviewQueue
      title={t('review.title')}
      load={load}
      approve={(item) => api.post(pixelPaths.approve(item.id), { version: item.version })}
      reject={(item, rejection) => api.post(pixelPaths.reject(item.id), rejection)}
      empty={{ title: t('review.empty'), description: t('review.emptyText') }}
      testId="pixel-review"
    />
  );
}
