import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule, rule } from '../../core/common/permissions';

/** Ads: static, dynamic and Google ad slots. Exact strings of the single-permission rules: spec OP-57. */
export default definePlugin({
  id: 'ads',
  product: 'ads',
  // The catalogue's question and answer references, DMP targeting (readableAudienceIds) and the audience list the decision reads.
  requires: ['audiences'],
  permissions: {
    viewAds: all('ADS.VIEW', productModule('ads')),
    crudAds: all(...crud('ADS'), productModule('ads')),
    createAds: all('ADS.CREATE'),
    duplicateAds: all('ADS.DUPLICATE'),
    viewOrganisationAds: all('ORGANISATION_ADS.VIEW'),
    editOrganisationAds: all('ORGANISATION_ADS.EDIT'),
    deleteOrganisationAds: all('ORGANISATION_ADS.DELETE'),
    viewAcitivityLog: all('ACTIVITY_LOG.VIEW'),
  },
  // The ad dialog's image (management §2 "Ads").
  widensRules: { searchImages: rule('crudAds') },
  server: true,
});
