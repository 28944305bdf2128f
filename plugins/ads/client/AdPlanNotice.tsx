import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';
import { useAdPlan } from './useAdPlan';

/**
 * Above the ads table: on the free plan, this month's ad views of its 50,000 (OP-60, AD-65) — a
 * warning once they are used up, since the server then serves no more; when the ads calls get no
 * reply at all, the hint to switch off the ad blocker (AD-08).
 */
export function AdPlanNotice() {
  const { t } = useTranslation('ads');
  const format = useFormat();
  const { usage, blocked } = useAdPlan();
  if (blocked) {
    return (
      <Callout intent="danger" icon="shield" className="ac-ad-notice" data-testid="ads-ad-blocker">
        {t('adBlocker')}
      </Callout>
    );
  }
  if (usage?.plan !== 'free') return null;
  const used = usage.views >= usage.limit;
  return (
    <Callout intent={used ? 'warning' : 'primary'} icon="info-sign" className="ac-ad-notice" data-testid="ads-free-plan">
      {t(used ? 'plan.used' : 'plan.free', { views: format.number(usage.views), limit: format.number(usage.limit) })}
    </Callout>
  );
}
