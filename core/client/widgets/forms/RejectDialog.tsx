import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, reviewRejectSchema, type ReviewRejection } from '../../../common/entities';
import { FormDialog } from './FormDialog';
import { TextAreaField } from './FormFields';

export interface RejectDialogProps {
  /** What is being rejected, at the version the admin reviewed; undefined: closed. */
  item: { name: string; version: number } | undefined;
  /** Sends the rejection; a newer version meanwhile is refused (409) and shown on the form. */
  onReject(rejection: ReviewRejection): Promise<void>;
  onClose(): void;
  testId: string;
}

/** Rejecting an item of a review queue (OP-12: an ad, a javascript pixel) with the reason its owner will read. */
export function RejectDialog({ item, onReject, onClose, testId }: RejectDialogProps) {
  const { t } = useTranslation('core');
  return (
    <FormDialog<ReviewRejection>
      isOpen={item !== undefined}
      title={t('forms.rejectTitle', { name: item?.name ?? '' })}
      schema={reviewRejectSchema}
      initialValues={{ version: item?.version ?? 0, reason: '' }}
      onSubmit={onReject}
      onClose={onClose}
      submitLabel={t('forms.reject')}
      width={600}
      testId={testId}
    >
      <TextAreaField name="reason" label={t('forms.reason')} hint={t('forms.reasonHint', { max: REJECTION_REASON_MAX })} rows={4} />
    </FormDialog>
  );
}
