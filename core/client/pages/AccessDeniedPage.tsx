import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../router/usePageTitle';

/** /error: the 403 page (RT-29). */
export function AccessDeniedPage() {
  const { t } = useTranslation('core');
  usePageTitle(t('errors.accessDenied'));
  return (
    <div data-testid="page-403">
      <NonIdealState icon="lock" title={t('errors.accessDenied')} description={t('errors.accessDeniedText')} />
    </div>
  );
}
