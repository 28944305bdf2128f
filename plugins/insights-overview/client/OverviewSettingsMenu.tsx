import { Button, Menu, MenuDivider, Popover, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OVERVIEW_TOGGLES, type OverviewSettingsStore } from './OverviewSettingsStore';

/** The overview's settings (IO-08): switches for channels, interests and visitor properties. */
export const OverviewSettingsMenu = observer(function OverviewSettingsMenu({ store }: { store: OverviewSettingsStore }) {
  const { t } = useTranslation('insights-overview');
  const menu = (
    <Menu data-testid="overview-settings">
      <MenuDivider title={t('settings.title')} />
      {OVERVIEW_TOGGLES.map((toggle) => (
        <li key={toggle} className="ac-overview-setting">
          <Switch checked={store.settings[toggle]} label={t(`settings.${toggle}`)} onChange={(e) => void store.set(toggle, e.currentTarget.checked)} data-testid={`setting-${toggle}`} />
        </li>
      ))}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button variant="minimal" icon="cog" aria-label={t('settings.title')} data-testid="overview-settings-button" />
    </Popover>
  );
});
