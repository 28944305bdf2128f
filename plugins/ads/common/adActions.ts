/** What a caller may do with one ad (management §5, §6). */
export interface AdActions {
  edit: boolean;
  remove: boolean;
  duplicate: boolean;
}

/**
 * The ad rules of management §5 for an ad the caller sees: edit with crudAds and (admin, own ad
 * or editOrganisationAds); delete with crudAds and (admin, own ad or deleteOrganisationAds —
 * crudAds alone deletes one's own ads); duplicate with crudAds and duplicateAds. The table
 * offers what this allows and the server enforces the same.
 */
export function adActions(ad: { isOwn: boolean }, can: (rule: string) => boolean): AdActions {
  const crud = can('crudAds');
  const mineOrAdmin = ad.isOwn || can('viewModuleAdmin');
  return {
    edit: crud && (mineOrAdmin || can('editOrganisationAds')),
    remove: crud && (mineOrAdmin || can('deleteOrganisationAds')),
    duplicate: crud && can('duplicateAds'),
  };
}
