import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';

/** A meta tag's visitors cell: the count, "–" while not counted (negative, OP-68), and the button that counts them (MT-13). */
export function MetaTagVisitors({ visitors, onCount }: { visitors: number; onCount(): void }) {
  const { t } = useTranslation('audiences');
  const count = useFormat().managementNumber;
  return (
    <span className="ac-meta-tag-visitors">
      <span data-testid="meta-tag-visitors">{visitors < 0 ? '–' : count(visitors)}</span>
      <Button size="small" variant="minimal" icon="people" aria-label={t('mapping.countVisitors')} onClick={onCount} data-testid="meta-tag-count" />
    </span>
  );
}
