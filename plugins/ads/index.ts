import { definePlugin } from '../../core/common/plugin';
import { all, any, crud, productModule, rule } from '../../core/common/permissions';

/** Ads: static, dynamic and Google ad slots. Exact strings of the single-permission rules: spec OP-57. */
export default definePlugin({
  id: 'ads',
  product: 'ads',
  // The catalogue's question and answer references, DMP targeting (readableAudienceIds) and the audience list the decision reads.
  requires: ['audiences'],
  // The review page shows the javascript pixels waiting too (the pixels contract's PixelReviewQueue).
  optional: ['pixels'],
  permissions: {
    viewAds: all('ADS.VIEW', productModule('ads')),
    crudAds: all(...crud('ADS'), productModule('ads')),
    createAds: all('ADS.CREATE'),
    duplicateAds: all('ADS.DUPLICATE'),
    viewOrganisationAds: all('ORGANISATION_ADS.VIEW'),
    editOrganisationAds: all('ORGANISATION_ADS.EDIT'),
    deleteOrganisationAds: all('ORGANISATION_ADS.DELETE'),
    viewAcitivityLog: all('ACTIVITY_LOG.VIEW'),
    /** Management §6: the ads table's email, image and organisations columns. */
    seesAdOwners: any(rule('viewOrganisationAds'), rule('viewModuleAdmin')),
    /** Management §6: which element types' experiences the ad inventory offers. */
    adPollExperiences: any('ALL_ENTITIES.VIEW', 'POLLS.VIEW'),
    adQuizExperiences: any('ALL_ENTITIES.VIEW', 'QUIZZES.VIEW'),
    adPersonalityTestExperiences: any('ALL_ENTITIES.VIEW', 'PERSONALITY_TESTS.VIEW'),
  },
  // The ad dialog's image (management §2 "Ads") and its inventory's question and answer pickers (AD-35).
  widensRules: { searchImages: rule('crudAds'), readQuestions: rule('crudAds') },
  routes: [
    { path: '/campaigns/place-ads', name: 'placeAds', permission: 'crudAds', title: 'title', load: () => import('./client/AdsPage') },
    // The review queue of dynamic and Google ads (OP-12): the admins' back-office page.
    { path: '/campaigns/ad-review', name: 'adReview', permission: 'viewModuleAdmin', title: 'review.title', load: () => import('./client/AdReviewPage') },
    // OP-66: an audience's pages by lift, for admins.
    { path: '/campaigns/recommend-content', name: 'recommendContent', permission: 'viewModuleAdmin', title: 'recommend.title', load: () => import('./client/RecommendContentPage') },
  ],
  nav: [
    { route: 'placeAds', icon: 'widget', label: 'title' },
    { route: 'adReview', icon: 'endorsed', label: 'review.title' },
    { route: 'recommendContent', icon: 'lightbulb', label: 'recommend.title' },
  ],
  server: true,
  // The tracking wizard's ads picker (common/adsContract).
  contract: () => import('./client/adsContract'),
});
