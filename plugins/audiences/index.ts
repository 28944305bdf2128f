import { definePlugin } from '../../core/common/plugin';
import { all, any, crud, productModule, rule } from '../../core/common/permissions';
import { resourceNames } from '../../core/common/resources';
import { audienceResources } from './common/audienceResources';
import { SDK_ACCESS } from './common/Mapping';

/** The DMP's audience taxonomy and its mapping rules. */
export default definePlugin({
  id: 'audiences',
  product: 'dmp',
  permissions: {
    getAudiences: all('AUDIENCES.VIEW'),
    /** The taxonomy itself (getAudiences' tree, no counts): open to the plugins whose editors pick audiences, e.g. the transfers' wizard. */
    readAudiences: all(rule('getAudiences')),
    viewAudiences: all('AUDIENCES.VIEW', productModule('dmp')),
    aiAudiences: all('AI_AUDIENCES.VIEW'),
    aiAudiencesEntry: all(rule('viewAudiences'), rule('aiAudiences')),
    viewAiTopics: all('AITOPICS.VIEW'),
    crudAudiences: all(...crud('AUDIENCES'), productModule('dmp')),
    defineAudiences: all('AUDIENCES.VIEW', 'AUDIENCES.CREATE', 'AUDIENCES.EDIT', productModule('dmp')),
    viewSurfBehaviour: all('SURF_BEHAVIOURS.VIEW', productModule('dmp')),
    viewPolls: all('POLLS.VIEW', productModule('dmp')),
    viewForms: all('LEAD_FORMS.VIEW', 'LEAD_DATA.VIEW', productModule('dmp')),
    /** The catalogue's questions and lead forms by name (getQuestions, getForms, one of them): what the mapping screens and a tracking's pickers read, lead data not included. */
    readQuestions: any(rule('viewAudiences'), all('POLLS.VIEW', productModule('dmp'))),
    readForms: any(rule('viewAudiences'), all('LEAD_FORMS.VIEW', productModule('dmp'))),
    /** The SDK's server-to-server assignment: held by an organisation's API key (sdkApiKeyCredential), never asked of a session. */
    sdkAssign: all(SDK_ACCESS),
    /** An audience's leads as CSV (AO-13): lead form data is personal data, so it takes LEAD_DATA.VIEW besides the overview's rule. */
    downloadAudienceLeads: all('AUDIENCES.VIEW', 'LEAD_DATA.VIEW', productModule('dmp')),
    /**
     * The audience resources (visitors per audience, growth) are analytics screens' data: the
     * monitoring plugin's rules, which deny when it is disabled (an unknown rule never allows).
     */
    viewAudienceAnalytics: any(rule('viewRealtime'), rule('viewInsights')),
    followAudienceAnalytics: all(rule('viewRealtime')),
  },
  // What the editors of other plugins' campaigns read: the taxonomy (transfers), the questions (the ad inventory).
  opensRules: ['readAudiences', 'readQuestions'],
  // The tree manager's add-image dialog (TM-08).
  widensRules: { searchImages: rule('crudAudiences') },
  routes: [
    // The audience overview (management §2): cards per audience with visitor and lead counts.
    { path: '/audiences/show', name: 'showAudiences', permission: 'viewAudiences', title: 'title', load: () => import('./client/AudiencesOverviewPage') },
    { path: '/audiences/ai', name: 'aiAudiences', permission: 'viewAudiences', title: 'ai.title', load: () => import('./client/AiAudiencesPage') },
    {
      path: '/audiences/manage-audiences',
      name: 'manageAudiences',
      permission: 'crudAudiences',
      title: 'manage.title',
      load: () => import('./client/ManageAudiencesPage'),
    },
    // Where visitors get into audiences (management §2 mapping tables): one table per rule source.
    { path: '/audiences/define/question-data', name: 'questionData', permission: 'viewPolls', title: 'mapping.questionData', load: () => import('./client/QuestionDataPage') },
    { path: '/audiences/define/surf-behaviour', name: 'surfBehaviour', permission: 'viewSurfBehaviour', title: 'mapping.surfBehaviour', load: () => import('./client/SurfBehaviourPage') },
    { path: '/audiences/define/form-data', name: 'formData', permission: 'viewForms', title: 'mapping.formData', load: () => import('./client/FormDataPage') },
  ],
  nav: [
    { route: 'showAudiences', icon: 'people', label: 'title' },
    // The route asks viewAudiences, the drawer entry aiAudiences as well (OP-43): never an entry that opens a refused page.
    { route: 'aiAudiences', icon: 'predictive-analysis', label: 'ai.title', permission: 'aiAudiencesEntry' },
    { route: 'manageAudiences', icon: 'diagram-tree', label: 'manage.title' },
    { route: 'questionData', icon: 'chat', label: 'mapping.questionData' },
    { route: 'surfBehaviour', icon: 'globe-network', label: 'mapping.surfBehaviour' },
    { route: 'formData', icon: 'form', label: 'mapping.formData' },
  ],
  // The analytics filter bar's audience field: the audience tree, ?audienceId= in the URL (FB-02).
  filterFields: [{ field: 'audience', label: 'filterField', kind: 'choice', urlParam: 'audienceId', permission: 'getAudiences', values: () => import('./client/audienceFilterValues') }],
  resources: resourceNames(audienceResources),
  server: true,
  // The audience tree of one type, for the interests and visitor-properties cards (common/audiencesContract).
  contract: () => import('./client/audiencesContract'),
});
