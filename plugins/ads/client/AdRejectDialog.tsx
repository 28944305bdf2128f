import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { FormDialog, TextAreaField } from '../../../core/client/widgets';
import type { Ad } from '../common/Ad';
import { adPaths } from '../common/adPaths';
import { adRejectSchema } from '../common/adSchema';

const REASON_MAX = 500;

/** Rejecting an ad of the review queue with a reason (OP-12), for the version the admin reviewed (a newer one: 409). */
export function AdRejectDialog({ ad, onClose, onRejected }: { ad: Ad | undefined; onClose(): void; onRejected(): void }) {
  const { t } = useTranslation('ads');
  const { api } = useConsole();
  const reject = async (values: { version: number; reason: string }) => {
    await api.post(adPaths.reject(ad!.id), values);
    onRejected();
  };
  return (
    <FormDialog<{ version: number; reason: string }>
      isOpen={ad !== undefined}
      title={t('review.rejectTitle', { name: ad?.name ?? '' })}
      schema={adRejectSchema}
      initialValues={{ version: ad?.version ?? 0, reason: '' }}
      onSubmit={reject}
      onClose={onClose}
      submitLabel={t('review.reject')}
      width={600}
      testId="ad-reject-dialog"
    >
      <TextAreaField name="reason" label={t('fields.reason')} hint={t('hints.reason', { max: REASON_MAX })} rows={4} />
    </FormDialog>
  );
}
