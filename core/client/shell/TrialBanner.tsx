import { AnchorButton } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { trialDaysLeft } from './trialDaysLeft';

/** SH-28: days left in the current product's trial, with the upgrade button; hidden at 0. */
export const TrialBanner = observer(function TrialBanner({ now }: { now?: number }) {
  const { auth, products, links } = useConsole();
  const { t } = useTranslation('core');
  const days = trialDaysLeft(auth.user, products.current, now);
  if (days <= 0) return null;
  return (
    <div className="ac-trial-banner" data-testid="trial-banner">
      <span data-testid="trial-days">{t('trial.daysLeft', { count: days, product: t(`products.${products.current}`) })}</span>
      <AnchorButton size="small" intent="primary" href={links.upgrade} target="_blank" rel="noopener noreferrer" data-testid="trial-upgrade">
        {t('trial.upgrade')}
      </AnchorButton>
    </div>
  );
});
