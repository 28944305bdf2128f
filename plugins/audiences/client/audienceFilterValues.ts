import type { ApiError } from '../../../core/client/api';
import type { ChoiceFieldValues, ValueOption } from '../../../core/common/filter';
import type { Audience } from '../common/Audience';
import { loadAudiences } from './loadAudiences';

const toOption = (a: Audience): ValueOption => ({ value: a.id, label: a.text, typeId: a.type_id, children: (a.children ?? []).map(toOption) });

/**
 * The audience field's values: the audience tree (the console's one list, shared with the
 * AudienceGrowthCard), with each audience's type (FB-22 type_id). A failure leaves the list empty.
 */
const audienceFilterValues: ChoiceFieldValues = {
  async load(api) {
    try {
      return (await loadAudiences(api)).map(toOption);
    } catch (error) {
      console.error('Loading audiences failed:', (error as ApiError).code);
      return [];
    }
  },
};

export default audienceFilterValues;
