import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RegisteredCard } from '../../../core/common/plugin/PluginRegistry';
import type { DashboardStore } from './DashboardStore';

/** RG-08: toggle the catalogue's cards (repeatable ones are added again), reset the layout. */
export const OptionsMenu = observer(function OptionsMenu({ store }: { store: DashboardStore }) {
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
