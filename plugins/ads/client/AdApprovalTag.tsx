import { Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AdListItem } from '../common/Ad';

const INTENTS = { approved: 'success', pending: 'warning', rejected: 'danger' } as const;

/** The approved column (AD-02, AD-15 … AD-17): approved, waiting for review, or rejected with the admin's reason as its tooltip. */
export function AdApprovalTag({ ad }: { ad: Pick<AdListItem, 'approval' | 'rejection_reason'> }) {
  const { t } = useTranslation('ads');
  const tag = (
    <Tag minimal intent={INTENTS[ad.approval]} data-testid="ad-approval">
      {t(`approvals.${ad.approval}`)}
    </Tag>
  );
  return ad.approval === 'rejected' ? <Tooltip content={t('approval.reason', { reason: ad.rejection_reason ?? '' })}>{tag}</Tooltip> : tag;
}
