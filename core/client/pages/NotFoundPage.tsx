import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../router/usePageTitle';

/** Any path no route answers to: the 404 page (RT-30). */
export function NotFoundPage() {
  const { t } = useTranslation('core');
  usePageTitle(t('errors.notFound'));
  return (
    <div data-testid="page-404">
      <NonIdealState icon="search" title={t('errors.notFound')} description={t('errors.notFoundText')} />
    </div>
  );
}
