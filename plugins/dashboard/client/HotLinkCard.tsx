import { Card, H4, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HotLink } from './hotLinks';

const ICONS: Record<HotLink['product'], IconName> = { tools: 'wrench', dmp: 'people', analytics: 'timeline-line-chart', ads: 'widget' };

/** One product card: opens the product, or its buy page (DB-02). */
export function HotLinkCard({ link }: { link: HotLink }) {
  const { t } = useTranslation('dashboard');
  // The theme's colour of the product (core's palette properties), so dark mode lifts it.
  const colour = `var(--ac-product-${link.product})`;
  const body = (
    <Card interactive className="ac-hotlink-card" style={{ borderTop: `4px solid ${colour}` }}>
      <Icon icon={ICONS[link.product]} size={32} color={colour} />
      <H4>{t(`products.${link.product}.title`)}</H4>
      <p>{t(`products.${link.product}.description`)}</p>
      <span className="ac-hotlink-action">{link.open ? t('open') : t('buy')}</span>
    </Card>
  );
  const testId = `hotlink-${link.product}`;
  return link.internal ? (
    <Link to={link.href} className="ac-hotlink" data-testid={testId}>
      {body}
    </Link>
  ) : (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className="ac-hotlink" data-testid={testId}>
      {body}
    </a>
  );
}
