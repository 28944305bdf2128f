import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Audience, AudienceTypeId } from '../common/Audience';

/**
 * The way down to the level shown (AO-07): the type's root (Interests, Properties), then each
 * audience drilled into; a crumb above the current one links back up to its level.
 */
export function OverviewBreadcrumbs({ type, path, hrefOf, onOpen }: { type: AudienceTypeId; path: readonly Audience[]; hrefOf: (audienceId: number | undefined) => string; onOpen: (audienceId: number | undefined) => void }) {
  const { t } = useTranslation('audiences');
  const crumb = (text: string, audienceId: number | undefined, current: boolean): BreadcrumbProps => ({
    text,
    current,
    // A real link (Enter, open in a new tab) that moves within the page.
    ...(current
      ? {}
      : {
          href: hrefOf(audienceId),
          onClick: (event) => {
            event.preventDefault();
            onOpen(audienceId);
          },
        }),
  });
  const items = [crumb(t(`types.${type}`), undefined, path.length === 0), ...path.map((audience, i) => crumb(audience.text, audience.id, i === path.length - 1))];
  return (
    <nav aria-label={t('breadcrumbs')} data-testid="overview-breadcrumbs">
      <Breadcrumbs items={items} minVisibleItems={items.length} />
    </nav>
  );
}
