import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { ExportCsvButton, NoData, TreeList } from '../../../core/client/widgets';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { audienceResources } from '../../audiences/common/audienceResources';
import { audienceName, audienceRow, audiencesOfType, type AudienceUsersRow } from '../../audiences/common/audienceUsersRow';
import type { InsightsPageFilter } from '../../insights/common/insightsContract';

/** The audiences tab: interests and visitor properties of the filter's readers as trees; a click toggles the audience filter. */
export const AudiencesTab = observer(function AudiencesTab({ insights }: { insights: InsightsPageFilter }) {
  const { t, i18n } = useTranslation('insights-content');
  const audiences = useResource(audienceResources.audiences, insights.resourceFilter);
  const rows = audiences.data ?? [];
  const toggle = (node: AudienceUsersRow, label: string) => insights.toggleTerm({ field: 'audience', value: node.key, valueLabel: label, type_id: node.type_id });
  const flat = (nodes: readonly AudienceUsersRow[], parent = ''): (string | number)[][] =>
    nodes.flatMap((node) => [[t(`audiences.type${node.type_id}`), parent, audienceName(node, i18n.language), node.users, node.views], ...flat(node.children ?? [], audienceName(node, i18n.language))]);
  const csv = () => [[t('audiences.type'), t('audiences.parent'), t('audiences.audience'), t('audiences.users'), t('views')], ...flat(rows)];
  return (
    <div className="ac-content-audiences" data-testid="audiences-tab">
      <header className="ac-content-section-header">
        <span />
        <ExportCsvButton filename="audiences" rows={csv} label={t('exportCsv')} />
      </header>
      <ResourceBody states={[audiences]}>
        {() =>
          rows.length ? (
            <div className="ac-content-trees">
              {Object.values(AUDIENCE_TYPES).map((typeId) => (
                <section key={typeId} data-testid={`audience-tree-${typeId}`}>
                  <h4>{t(`audiences.type${typeId}`)}</h4>
                  <TreeList
                    nodes={audiencesOfType(rows, typeId)}
                    row={(node) => audienceRow(node, i18n.language, () => toggle(node, audienceName(node, i18n.language)))}
                    texts={{ open: t('open'), expand: t('table.expand') }}
                  />
                </section>
              ))}
            </div>
          ) : (
            <NoData text={t('noData')} />
          )
        }
      </ResourceBody>
    </div>
  );
});
