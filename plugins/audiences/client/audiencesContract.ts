import type { AudiencesContract } from '../common/audiencesContract';
import { AudienceTypeTree } from './AudienceTypeTree';
import { loadAudiences } from './loadAudiences';

/** The audiences contract (the manifest's `contract`), loaded before a card that requires audiences renders. */
const audiencesContract: AudiencesContract = { AudienceTypeTree, loadAudiences };

export default audiencesContract;
