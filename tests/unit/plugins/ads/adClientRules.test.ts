import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import { loadAllManifests } from '../../../../core/server/plugins/pluginCatalogue';

const ADS = 'MODULE_ADS.VIEW';
const crud = (p: string) => ['VIEW', 'CREATE', 'EDIT', 'DELETE'].map((a) => `${p}.${a}`);

let registry: PluginRegistry;
beforeAll(async () => {
  registry = new PluginRegistry(await loadAllManifests());
});

describe('the ads screens’ rules (management §6)', () => {
  it('AD-02, PM-44: the owner columns (email, image, organisations) with viewOrganisationAds or as an admin', () => {
    const can = (access: string[]) => registry.permissions.can('seesAdOwners', access);
    expect(can(['ORGANISATION_ADS.VIEW'])).toBe(true);
    expect(can(['MODULE_ADMIN.VIEW'])).toBe(true);
    expect(can([...crud('ADS'), ADS])).toBe(false);
  });

  it('AD-35: the inventory’s question pickers for whoever edits ads — the question catalogue, not the DMP’s lead data', () => {
    expect(registry.permissions.can('readQuestions', [...crud('ADS'), ADS])).toBe(true);
    expect(registry.permissions.can('readQuestions', ['ADS.VIEW', ADS])).toBe(false);
    expect(registry.permissions.can('readForms', [...crud('ADS'), ADS])).toBe(false);
  });

  it('PM-48: each element type’s experiences with ALL_ENTITIES.VIEW or its own view permission', () => {
    const can = (rule: string, access: string[]) => registry.permissions.can(rule, access);
    expect(['adPollExperiences', 'adQuizExperiences', 'adPersonalityTestExperiences'].map((rule) => can(rule, ['ALL_ENTITIES.VIEW']))).toEqual([true, true, true]);
    expect(['adPollExperiences', 'adQuizExperiences', 'adPersonalityTestExperiences'].map((rule) => can(rule, ['POLLS.VIEW']))).toEqual([true, false, false]);
    expect(can('adQuizExperiences', ['QUIZZES.VIEW'])).toBe(true);
    expect(can('adPersonalityTestExperiences', ['PERSONALITY_TESTS.VIEW'])).toBe(true);
  });

  it('RT-22: /campaigns/place-ads asks crudAds, /campaigns/ad-review viewModuleAdmin', () => {
    const route = (name: string) => registry.routes.find((r) => r.name === name);
    expect(route('placeAds')).toMatchObject({ path: '/campaigns/place-ads', permission: 'crudAds' });
    expect(route('adReview')).toMatchObject({ path: '/campaigns/ad-review', permission: 'viewModuleAdmin' });
  });
});
