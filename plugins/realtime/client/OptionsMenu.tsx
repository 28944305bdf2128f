import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RegisteredCard } from '../../../core/common/plugin';
import { COMPARE_OPTIONS } from '../../monitoring/common/compareOptions';
import type { MonitoringSettings } from '../../monitoring/common/monitoringSettings';
import type { DashboardStore } from './DashboardStore';
import type { MonitoringStore } from './MonitoringStore';

/** Monitoring settings the view switches on and off (spec §3; RG-28, RG-32, OP-28, OP-29). */
const TOGGLES = ['usePinpollAudiences', 'usePageViews', 'useChannels', 'displayPageTitle'] as const satisfies readonly (keyof MonitoringSettings)[];

/** RG-08: toggle the catalogue's cards (repeatable ones are added again), reset the layout; the view's settings. */
export const OptionsMenu = observer(function OptionsMenu({ store, monitoring }: { store: DashboardStore; monitoring: MonitoringStore }) {
  const { t } = useTranslation('realtime');
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu data-testid="options-menu">
          <MenuDivider title={t('cards')} />
          {store.catalogue.map((card) => (
            <CatalogueItem key={card.component} card={card} store={store} />
          ))}
          <MenuDivider />
          <MenuItem icon="reset" text={t('resetLayout')} onClick={() => store.resetLayout()} data-testid="reset-layout" />
          <MenuDivider title={t('settings.title')} />
          {TOGGLES.map((key) => (
            <MenuItem
              key={key}
              icon={monitoring.settings[key] ? 'tick' : 'blank'}
              text={t(`settings.${key}`)}
              shouldDismissPopover={false}
              onClick={() => void monitoring.saveSettings({ [key]: !monitoring.settings[key] })}
              data-testid={`setting-${key}`}
            />
          ))}
          {/* Its own section, not a submenu: Blueprint labels a submenu's caret "Open sub menu" with no prop to word it. */}
          <MenuDivider title={t('settings.histogram_compare')} />
          {COMPARE_OPTIONS.map((option) => (
            <MenuItem
              key={option}
              icon={monitoring.settings.histogram_compare === option ? 'tick' : 'blank'}
              text={t(`settings.compare.${option}`)}
              onClick={() => void monitoring.saveSettings({ histogram_compare: option })}
              data-testid={`setting-compare-${option}`}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="cog" aria-label={t('options')} data-testid="options-button" />
    </PopoverNext>
  );
});

const CatalogueItem = observer(function CatalogueItem({ card, store }: { card: RegisteredCard; store: DashboardStore }) {
  const { t } = useTranslation(card.pluginId);
  const placed = store.grid.filter((item) => item.component === card.component);
  if (card.multiple) {
    return <MenuItem icon="add" text={t(card.title)} label={placed.length ? String(placed.length) : undefined} shouldDismissPopover={false} onClick={() => store.addCard(card.component)} data-testid="catalogue-card" data-component={card.component} />;
  }
  const on = placed.length > 0;
  return (
    <MenuItem
      icon={on ? 'tick' : 'blank'}
      text={t(card.title)}
      shouldDismissPopover={false}
      onClick={() => (on ? placed.forEach((item) => store.removeCard(item.i)) : store.addCard(card.component))}
      data-testid="catalogue-card"
      data-component={card.component}
      data-on={on}
    />
  );
});
