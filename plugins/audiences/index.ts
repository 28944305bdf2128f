import { definePlugin } from '../../core/common/plugin';
import { all, any, crud, productModule, rule } from '../../core/common/permissions';
import { resourceNames } from '../../core/common/resources';
import { audienceResources } from './common/audienceResources';

/** The DMP's audience taxonomy and its mapping rules. */
export default definePlugin({
  id: 'audiences',
  product: 'dmp',
  permissions: {
    getAudiences: all('AUDIENCES.VIEW'),
    viewAudiences: all('AUDIENCES.VIEW', productModule('dmp')),
    aiAudiences: all('AI_AUDIENCES.VIEW'),
    viewAiTopics: all('AITOPICS.VIEW'),
    crudAudiences: all(...crud('AUDIENCES'), productModule('dmp')),
    defineAudiences: all('AUDIENCES.VIEW', 'AUDIENCES.CREATE', 'AUDIENCES.EDIT', productModule('dmp')),
    viewSurfBehaviour: all('SURF_BEHAVIOURS.VIEW', productModule('dmp')),
    viewPolls: all('POLLS.VIEW', productModule('dmp')),
    viewForms: all('LEAD_FORMS.VIEW', 'LEAD_DATA.VIEW', productModule('dmp')),
    /**
     * The audience resources (visitors per audience, growth) are analytics screens' data: the
     * monitoring plugin's rules, which deny when it is disabled (an unknown rule never allows).
     */
    viewAudienceAnalytics: any(rule('viewRealtime'), rule('viewInsights')),
    followAudienceAnalytics: all(rule('viewRealtime')),
  },
  // The analytics filter bar's audience field: the audience tree, ?audienceId= in the URL (FB-02).
  filterFields: [{ field: 'audience', label: 'filterField', kind: 'choice', urlParam: 'audienceId', permission: 'getAudiences', values: () => import('./client/audienceFilterValues') }],
  resources: resourceNames(audienceResources),
  server: true,
  // The audience tree of one type, for the interests and visitor-properties cards (common/audiencesContract).
  contract: () => import('./client/audiencesContract'),
});
