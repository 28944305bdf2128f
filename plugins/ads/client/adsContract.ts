import type { AdsContract } from '../common/adsContract';
import { AdName } from './AdName';
import { AdPicker } from './AdPicker';

/** The ads contract (the manifest's `contract`), loaded before a page of a plugin requiring or optionally using ads renders. */
const adsContract: AdsContract = { AdPicker, AdName };

export default adsContract;
