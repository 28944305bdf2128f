import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** FB-16: the clock icon of temporary mode, with a menu to save the temporary filter or leave it. */
export function TemporaryFilterMenu({ onSave, onExit }: { onSave(): void; onExit(): void }) {
  const { t } = useTranslation('core');
  return (
    <PopoverNext
      content={
        <Menu data-testid="temporary-menu">
          <MenuItem icon="floppy-disk" text={t('filter.saveTemporary')} onClick={onSave} data-testid="temporary-save" />
          <MenuItem icon="cross" text={t('filter.exitTemporary')} onClick={onExit} data-testid="temporary-exit" />
        </Menu>
      }
    >
      <Tooltip content={t('filter.temporary')}>
        <Button variant="minimal" icon="time" intent="warning" aria-label={t('filter.temporary')} data-testid="temporary-button" />
      </Tooltip>
    </PopoverNext>
  );
}
