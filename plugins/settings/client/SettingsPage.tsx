import { Card, H4, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';

/**
 * /account/settings: the display settings. The drawer switch is an account setting saved on
 * the server (AC-01..AC-03); dark mode is kept in this browser.
 */
const SettingsPage = observer(function SettingsPage() {
  const { display, theme } = useConsole();
  const { t } = useTranslation('settings');
  return (
    <Card className="ac-settings" data-testid="settings-page">
      <H4>{t('display')}</H4>
      <Switch
        label={t('showNavigationDrawer')}
        checked={display.showNavigationDrawer}
        onChange={(event) => void display.setShowNavigationDrawer(event.currentTarget.checked)}
        data-testid="setting-showNavigationDrawer"
      />
      <Switch
        label={t('darkMode')}
        checked={theme.darkMode}
        onChange={(event) => theme.setDarkMode(event.currentTarget.checked)}
        data-testid="setting-darkMode"
      />
    </Card>
  );
});

export default SettingsPage;
