import { Callout } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../common/Ad';
import { adApproval, reviewAfterSave } from '../common/adApproval';
import { adType } from '../common/adType';
import type { AdFormValues } from './adFormValues';

/**
 * Where a dynamic or Google ad stands in its review, as saving the form would leave it (AD-15 …
 * AD-17, as the server decides it: reviewAfterSave): approved; rejected with the admin's reason;
 * or waiting — a new ad, one not reviewed yet, or one whose code the form changes, which needs a
 * review again. A static ad counts as approved and shows nothing.
 */
export function AdReviewState({ editing }: { editing: Ad | undefined }) {
  const { t } = useTranslation('ads');
  const { values } = useFormikContext<AdFormValues>();
  if (adType(values) === 'static') return null;
  const review = reviewAfterSave(editing, values);
  switch (adApproval(review)) {
    case 'approved':
      return (
        <Callout intent="success" icon="tick-circle" data-testid="ad-approved">
          {t('approval.approved')}
        </Callout>
      );
    case 'rejected':
      return (
        <Callout intent="danger" icon="disable" data-testid="ad-rejected">
          {t('approval.rejected', { reason: review.rejection_reason })}
        </Callout>
      );
    default: {
      const text = !editing ? 'approval.needed' : editing.approval === 'pending' ? 'approval.pending' : 'approval.changed';
      return (
        <Callout intent="warning" icon="time" data-testid="ad-pending">
          {t(text)}
        </Callout>
      );
    }
  }
}
