import { Classes } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/**
 * A Tag's remove button labelled in the interface language, given as the Tag's `endIcon`: the
 * one Blueprint draws for `onRemove` is labelled "Remove tag" with no prop to word it.
 */
export function TagRemoveButton({ onRemove }: { onRemove(): void }) {
  const { t } = useTranslation('core');
  return (
    <button type="button" className={Classes.TAG_REMOVE} aria-label={t('blueprint.removeTag')} onClick={onRemove}>
      <SmallCrossIcon />
    </button>
  );
}
