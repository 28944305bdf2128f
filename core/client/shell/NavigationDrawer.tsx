import { Menu, MenuDivider, MenuItem, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useConsole } from '../app/ConsoleContext';
import { drawerSections } from './drawerSections';

/**
 * The navigation drawer: sections per product, entries by permission (SH-26). `overlay`: opened
 * over the page on a narrow screen, so choosing an entry closes it (Escape and the backdrop do too, see Shell).
 */
export const NavigationDrawer = observer(function NavigationDrawer({ overlay = false }: { overlay?: boolean }) {
  const { registry, auth, products, shell } = useConsole();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const sections = drawerSections(registry.nav, (rule) => auth.can(rule), products.current);
  return (
    <nav className={overlay ? 'ac-drawer ac-drawer-overlay' : 'ac-drawer'} data-testid="navigation-drawer">
      <Menu>
        {sections.map(({ section, entries }) => (
          <div key={section} className={section === products.current ? 'ac-drawer-section ac-current' : 'ac-drawer-section'}>
            {section !== 'core' && <MenuDivider title={t(`core:products.${section}`)} />}
            {entries.map((entry) => (
              <MenuItem
                key={entry.route}
                icon={entry.icon as IconName}
                text={t(`${entry.pluginId}:${entry.label}`)}
                active={location.pathname === entry.path}
                href={entry.path}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(entry.path);
                  shell.setDrawerOpen(false);
                }}
                data-testid={`nav-${entry.route}`}
              />
            ))}
          </div>
        ))}
      </Menu>
    </nav>
  );
});
