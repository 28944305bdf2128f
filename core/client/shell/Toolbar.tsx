import { AnchorButton, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext';
import { AccountMenu } from './AccountMenu';
import logoDark from './assets/logo-dark.svg';
import logoLight from './assets/logo-light.svg';
import { ProductSwitcher } from './ProductSwitcher';
import { UserSearch } from './UserSearch';

/**
 * SH-17: logo, user search (viewUsers), help centre, dark mode, product switcher, account menu;
 * on a narrow screen first the button that opens the collapsed drawer.
 */
export const Toolbar = observer(function Toolbar() {
  const { auth, theme, links, shell, display } = useConsole();
  const { t } = useTranslation('core');
  return (
    <Navbar className="ac-toolbar">
      <NavbarGroup align="start">
        {shell.narrow && display.showNavigationDrawer && !shell.fullscreen && (
          <Button
            variant="minimal"
            icon="menu"
            onClick={() => shell.setDrawerOpen(!shell.drawerOpen)}
            aria-label={t('toolbar.menu')}
            title={t('toolbar.menu')}
            aria-expanded={shell.drawerOpen}
            data-testid="drawer-toggle"
          />
        )}
        <NavbarHeading>
          <Link to="/dashboard" className="ac-logo-link">
            {/* SH-18: the logo follows the theme on screen (also Big Board's own dark mode). */}
            <img src={theme.dark ? logoDark : logoLight} alt="Audience Console" height={28} data-testid="logo" data-theme={theme.dark ? 'dark' : 'light'} />
          </Link>
        </NavbarHeading>
        {auth.can('viewUsers') && <UserSearch />}
      </NavbarGroup>
      <NavbarGroup align="end">
        <AnchorButton
          variant="minimal"
          icon="help"
          href={links.helpCentre}
          target="_blank"
          rel="noopener noreferrer"
          title={t('toolbar.helpCentre')}
          aria-label={t('toolbar.helpCentre')}
          data-testid="help-centre"
        />
        <Button
          variant="minimal"
          icon={theme.darkMode ? 'flash' : 'moon'}
          onClick={() => theme.toggle()}
          title={theme.darkMode ? t('toolbar.lightMode') : t('toolbar.darkMode')}
          aria-label={t('toolbar.darkMode')}
          aria-pressed={theme.darkMode}
          data-testid="dark-mode-toggle"
        />
        <ProductSwitcher />
        <NavbarDivider />
        <AccountMenu />
      </NavbarGroup>
    </Navbar>
  );
});
