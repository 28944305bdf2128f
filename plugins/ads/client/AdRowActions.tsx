import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import type { AdListItem } from '../common/Ad';
import { adActions } from '../common/adActions';

/** A row's actions (AD-04): duplicate and delete, each offered as the rules of management §5 allow (adActions). */
export function AdRowActions({ ad, onDuplicate, onDelete }: { ad: AdListItem; onDuplicate(): void; onDelete(): void }) {
  const { t } = useTranslation('ads');
  const { auth } = useConsole();
  const actions = adActions(ad, (rule) => auth.can(rule));
  return (
    <>
      {actions.duplicate && <Button size="small" variant="minimal" icon="duplicate" aria-label={t('duplicate')} title={t('duplicate')} onClick={onDuplicate} data-testid="ad-row-duplicate" />}
      {actions.remove && <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={t('delete')} title={t('delete')} onClick={onDelete} data-testid="ad-row-delete" />}
    </>
  );
}
