import { useTranslation } from 'react-i18next';
import { type CardProps, ResourceBody, useCardCsv } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { TreeList, treeCsvRows } from '../../../core/client/widgets';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { audienceResources } from '../../audiences/common/audienceResources';
import { audienceName, audienceRow, audiencesOfType, type AudienceUsersRow } from '../../audiences/common/audienceUsersRow';
import { cardNicknames } from '../../monitoring/common/cardNicknames';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import type { VisitorPropertiesCardSettings } from '../common/visitorPropertiesCardSettings';

/**
 * The visitor properties (audience type 2) of the active users as a tree with their users, or
 * page views with the view's usePageViews (CI-02, OP-28); a click filters the dashboard by the
 * property's integer id (CI-03). A property shows under the user's nickname for it, which its
 * row's edit button changes (RG-45, OP-34).
 */
export default function VisitorPropertiesCard({ filter, onFilter, viewSettings, onViewSettingsChange, onCsvChange }: CardProps<VisitorPropertiesCardSettings>) {
  const { t, i18n } = useTranslation('visitor-properties-card');
  const metric = viewMetric(cardViewSettings(viewSettings));
  const nicknames = cardNicknames({ viewSettings, onViewSettingsChange }, 'audiences');
  const audiences = useResource(audienceResources.audiences, filter);
  const properties = audiencesOfType(audiences.data ?? [], AUDIENCE_TYPES.property);
  const shownName = (node: AudienceUsersRow) => nicknames.of(String(node.key)) ?? audienceName(node, i18n.language);
  useCardCsv(onCsvChange, audiences.data && [[t('csv.parent'), t('csv.audience'), t('csv.id'), t('csv.users'), t('csv.views')], ...treeCsvRows(properties, shownName, (node) => [node.key, node.users, node.views])]);
  return (
    <div className="ac-visitor-properties-card" data-testid="visitor-properties-card">
      <ResourceBody states={[audiences]}>
        {() => (
          <TreeList
            nodes={properties}
            row={(node) => audienceRow(node, i18n.language, onFilter, metric)}
            nicknames={{ ...nicknames, editLabel: t('rename') }}
            texts={{ open: t('open'), expand: t('expand'), noData: t('noData') }}
          />
        )}
      </ResourceBody>
    </div>
  );
}
