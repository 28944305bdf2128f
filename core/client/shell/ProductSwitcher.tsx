import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';

/** SH-23: switches between the products the user may use; the drawer and accent follow (IN-09). */
export const ProductSwitcher = observer(function ProductSwitcher() {
  const { products } = useConsole();
  const { t } = useTranslation('core');
  if (products.usable.length === 0) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu data-testid="product-menu">
          {products.usable.map((p) => (
            <MenuItem
              key={p}
              text={t(`products.${p}`)}
              icon={<span className="ac-product-dot" style={{ background: `var(--ac-product-${p})` }} />}
              active={p === products.current}
              onClick={() => products.select(p)}
              data-testid={`product-${p}`}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="applications" endIcon="caret-down" data-testid="product-switcher">
        <span className="ac-product-name">{t(`products.${products.current ?? 'none'}`)}</span>
      </Button>
    </PopoverNext>
  );
});
