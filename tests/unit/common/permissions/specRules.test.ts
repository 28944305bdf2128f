/**
 * Every named rule of both specs' §6, checked against the registry built from all plugin
 * manifests: each rule holds with exactly its permissions and fails with any one removed.
 */
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import { loadAllManifests } from '../../../../core/server/plugins/pluginCatalogue';

const DMP = 'MODULE_DMP.VIEW';
const ADMIN = 'MODULE_ADMIN.VIEW';
const ANALYTICS = 'MODULE_ANALYTICS.VIEW';
const ADS = 'MODULE_ADS.VIEW';
const ACCOUNT = 'MODULE_ACCOUNT.VIEW';
const crud = (p: string) => ['VIEW', 'CREATE', 'EDIT', 'DELETE'].map((a) => `${p}.${a}`);

/** [FEATURES id, rule name, the permissions that must all be held]. */
const andRules: [string, string, string[]][] = [
  ['PM-02', 'isLoggedIn', ['AUTHENTICATED']],
  ['PM-03', 'useProductTools', ['MODULE_TOOLS.VIEW']],
  ['PM-03', 'useProductDMP', [DMP]],
  ['PM-03', 'useProductAnalytics', [ANALYTICS]],
  ['PM-03', 'useProductAds', [ADS]],
  ['PM-03', 'useProductDashboard', ['MODULE_DASHBOARD.VIEW']],
  ['PM-03', 'useProductAccount', [ACCOUNT]],
  ['PM-04', 'viewRealtime', ['REALTIME.VIEW', 'AUDIENCES.VIEW', ANALYTICS]],
  ['PM-05', 'viewInsights', ['INSIGHTS.VIEW', 'AUDIENCES.VIEW', ANALYTICS]],
  ['PM-06', 'getAudiences', ['AUDIENCES.VIEW']],
  ['PM-07', 'viewAudiences', ['AUDIENCES.VIEW', DMP]],
  ['PM-08', 'aiAudiences', ['AI_AUDIENCES.VIEW']],
  // The AI page's drawer entry: its route's viewAudiences and aiAudiences (OP-43).
  ['OP-43', 'aiAudiencesEntry', ['AUDIENCES.VIEW', DMP, 'AI_AUDIENCES.VIEW']],
  ['PM-09', 'crudAudiences', [...crud('AUDIENCES'), DMP]],
  // The leads CSV of an audience: lead data is personal data (issue 15).
  ['AO-13', 'downloadAudienceLeads', ['AUDIENCES.VIEW', 'LEAD_DATA.VIEW', DMP]],
  ['PM-10', 'defineAudiences', ['AUDIENCES.VIEW', 'AUDIENCES.CREATE', 'AUDIENCES.EDIT', DMP]],
  // The SDK's server-to-server assign call: only an organisation's API key holds it (issue 16).
  ['issue 16', 'sdkAssign', ['SDK_DATA.ASSIGN']],
  ['PM-11', 'viewSurfBehaviour', ['SURF_BEHAVIOURS.VIEW', DMP]],
  ['PM-12', 'viewPolls', ['POLLS.VIEW', DMP]],
  ['PM-13', 'viewForms', ['LEAD_FORMS.VIEW', 'LEAD_DATA.VIEW', DMP]],
  ['PM-14', 'viewTransferAudiences', ['AUDIENCE_TRANSFERS.VIEW', DMP]],
  ['PM-15', 'crudTransferAudiences', [...crud('AUDIENCE_TRANSFERS'), 'PIXELS.VIEW', DMP]],
  ['PM-16', 'viewTrackings', ['TRACKING_EVENTS.VIEW', DMP]],
  ['PM-17', 'crudTrackings', [...crud('TRACKING_EVENTS'), 'PIXELS.VIEW', 'POLLS.VIEW', 'ADS.VIEW', 'LEAD_FORMS.VIEW', DMP]],
  ['PM-18', 'viewPixels', ['PIXELS.VIEW', DMP]],
  ['PM-19', 'crudPixels', [...crud('PIXELS'), DMP]],
  ['PM-20', 'viewAds', ['ADS.VIEW', ADS]],
  ['PM-21', 'crudAds', [...crud('ADS'), ADS]],
  ['PM-22', 'createAds', ['ADS.CREATE']],
  ['PM-22', 'duplicateAds', ['ADS.DUPLICATE']],
  ['PM-22', 'viewOrganisationAds', ['ORGANISATION_ADS.VIEW']],
  ['PM-22', 'editOrganisationAds', ['ORGANISATION_ADS.EDIT']],
  ['PM-22', 'deleteOrganisationAds', ['ORGANISATION_ADS.DELETE']],
  ['PM-23', 'viewAcitivityLog', ['ACTIVITY_LOG.VIEW']],
  ['PM-25', 'manageCronJobs', ['CRON_JOBS.VIEW', 'CRON_JOBS.EDIT', ADMIN]],
  ['PM-26', 'manageCache', ['USER_CACHE.DELETE', 'RETARGETING_CACHE.DELETE', ADMIN]],
  ['PM-27', 'manageElasticTasks', ['ELASTIC_TASKS.VIEW', 'ELASTIC_TASKS.DELETE', ADMIN]],
  ['PM-28', 'manageChannels', [...crud('CHANNELS'), ACCOUNT]],
  ['PM-29', 'editSettings', [ACCOUNT]],
  ['PM-30', 'viewUsers', ['ALL_ENTITIES.VIEW', ADMIN]],
  ['PM-31', 'editClientsOrganisationManagement', ['CLIENTS_ORGANISATION_MANAGEMENT.EDIT']],
  ['PM-32', 'viewModuleAdmin', [ADMIN]],
  ['PM-33', 'viewGlobalMonitoring', ['GLOBAL_MONITORING.VIEW']],
  ['PM-34', 'viewAiTopics', ['AITOPICS.VIEW']],
  ['PM-36', 'viewToolsStats', ['REALTIME.VIEW', 'AUDIENCES.VIEW', ANALYTICS, ADMIN]],
  // The audience numbers' live feeds: the realtime dashboard's rule.
  ['PM-04', 'followAudienceAnalytics', ['REALTIME.VIEW', 'AUDIENCES.VIEW', ANALYTICS]],
];

let registry: PluginRegistry;
beforeAll(async () => {
  registry = new PluginRegistry(await loadAllManifests());
});

describe('permission rules of both specs §6', () => {
  it.each(andRules)('%s: %s holds with exactly its permissions and fails with any one removed', (_id, name, perms) => {
    const evaluator = registry.permissions;
    expect(evaluator.has(name)).toBe(true);
    expect(evaluator.can(name, perms)).toBe(true);
    for (const missing of perms) {
      expect(evaluator.can(name, perms.filter((p) => p !== missing))).toBe(false);
    }
  });

  it('PM-24: manageSettings = (CRON_JOBS.VIEW OR USER_CACHE.DELETE OR ELASTIC_TASKS.VIEW) AND admin', () => {
    const can = (access: string[]) => registry.permissions.can('manageSettings', access);
    for (const one of ['CRON_JOBS.VIEW', 'USER_CACHE.DELETE', 'ELASTIC_TASKS.VIEW']) {
      expect(can([one, ADMIN])).toBe(true);
      expect(can([one])).toBe(false);
    }
    expect(can([ADMIN])).toBe(false);
    expect(can(['CRON_JOBS.VIEW', 'USER_CACHE.DELETE', 'ELASTIC_TASKS.VIEW'])).toBe(false);
  });

  it('IM-04: searchImages: the add-image dialog\'s searches are for whoever edits audiences OR ads', () => {
    const can = (access: string[]) => registry.permissions.can('searchImages', access);
    expect(can([...crud('AUDIENCES'), DMP])).toBe(true);
    expect(can([...crud('ADS'), ADS])).toBe(true);
    expect(can(['AUDIENCES.VIEW', DMP])).toBe(false);
    expect(can([ADMIN])).toBe(false);
  });

  it('IM-04: searchImages is widened by the plugins enabled: without ads, editing ads no longer allows it; with neither plugin nobody may', async () => {
    const manifests = await loadAllManifests();
    // Without its requirers too: a plugin that requires a disabled one cannot be registered.
    const without = (...ids: string[]) => new PluginRegistry(manifests.filter((m) => !ids.includes(m.id) && !m.requires?.some((r) => ids.includes(r))));
    expect(without('ads').permissions.can('searchImages', [...crud('ADS'), ADS])).toBe(false);
    expect(without('ads').permissions.can('searchImages', [...crud('AUDIENCES'), DMP])).toBe(true);
    expect(without('ads', 'audiences').permissions.can('searchImages', [...crud('AUDIENCES'), DMP, ...crud('ADS'), ADS])).toBe(false);
  });

  it('PM-06, PM-15, TR-16: readAudiences: the taxonomy for whoever reads audiences OR edits transfers (whose wizard picks interests and properties); without the transfers plugin, AUDIENCES.VIEW alone', async () => {
    const transferEditor = [...crud('AUDIENCE_TRANSFERS'), 'PIXELS.VIEW', DMP];
    expect(registry.permissions.can('readAudiences', ['AUDIENCES.VIEW'])).toBe(true);
    expect(registry.permissions.can('readAudiences', transferEditor)).toBe(true);
    expect(registry.permissions.can('readAudiences', ['AUDIENCE_TRANSFERS.VIEW', DMP])).toBe(false);
    // What the widening opens is the tree, not the audiences' numbers.
    expect(registry.permissions.can('getAudiences', transferEditor)).toBe(false);
    const manifests = await loadAllManifests();
    const withoutTransfers = new PluginRegistry(manifests.filter((m) => m.id !== 'transfers'));
    expect(withoutTransfers.permissions.can('readAudiences', transferEditor)).toBe(false);
    expect(withoutTransfers.permissions.can('readAudiences', ['AUDIENCES.VIEW'])).toBe(true);
  });

  it('viewMonitoring: the monitoring resources serve realtime OR insights', () => {
    const can = (access: string[]) => registry.permissions.can('viewMonitoring', access);
    expect(can(['REALTIME.VIEW', 'AUDIENCES.VIEW', ANALYTICS])).toBe(true);
    expect(can(['INSIGHTS.VIEW', 'AUDIENCES.VIEW', ANALYTICS])).toBe(true);
    expect(can(['AUDIENCES.VIEW', ANALYTICS])).toBe(false);
  });

  it('PM-04/PM-05/PM-06: viewAudienceAnalytics: audience numbers need realtime OR insights, AUDIENCES.VIEW alone (DMP) is not enough', () => {
    const can = (access: string[]) => registry.permissions.can('viewAudienceAnalytics', access);
    expect(can(['REALTIME.VIEW', 'AUDIENCES.VIEW', ANALYTICS])).toBe(true);
    expect(can(['INSIGHTS.VIEW', 'AUDIENCES.VIEW', ANALYTICS])).toBe(true);
    expect(can(['AUDIENCES.VIEW', DMP])).toBe(false);
    expect(can(['AUDIENCES.VIEW'])).toBe(false);
  });

  it("TK-18: readQuestions and readForms: the catalogue by name for the audience screens (viewAudiences) OR a tracking's pickers (POLLS.VIEW, LEAD_FORMS.VIEW), each in the DMP", () => {
    const can = (rule: string, access: string[]) => registry.permissions.can(rule, access);
    expect(can('readQuestions', ['AUDIENCES.VIEW', DMP])).toBe(true);
    expect(can('readQuestions', ['POLLS.VIEW', DMP])).toBe(true);
    expect(can('readQuestions', ['POLLS.VIEW'])).toBe(false);
    expect(can('readQuestions', ['LEAD_FORMS.VIEW', DMP])).toBe(false);
    expect(can('readForms', ['AUDIENCES.VIEW', DMP])).toBe(true);
    expect(can('readForms', ['LEAD_FORMS.VIEW', DMP])).toBe(true);
    expect(can('readForms', ['LEAD_FORMS.VIEW'])).toBe(false);
    expect(can('readForms', ['POLLS.VIEW', DMP])).toBe(false);
  });

  it('every rule the registry knows is covered by this table', () => {
    // The ads screens' OR rules (PM-44, PM-48) are checked in tests/unit/plugins/ads/adClientRules.test.ts.
    const adsScreens = ['seesAdOwners', 'adPollExperiences', 'adQuizExperiences', 'adPersonalityTestExperiences'];
    const covered = new Set([...andRules.map(([, name]) => name), 'manageSettings', 'viewMonitoring', 'viewAudienceAnalytics', 'searchImages', 'readQuestions', 'readForms', 'readAudiences', 'public', ...adsScreens]);
    expect(registry.permissions.names().filter((n) => !covered.has(n))).toEqual([]);
  });
});
