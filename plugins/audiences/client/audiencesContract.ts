import type { AudiencesContract } from '../common/audiencesContract';
import { AudiencePicker } from './AudiencePicker';
import { AudienceTypeTree } from './AudienceTypeTree';
import { loadAudiences } from './loadAudiences';
import { QuestionAnswerPickers } from './QuestionAnswerPickers';
import { useCatalogue } from './useCatalogue';

/** The audiences contract (the manifest's `contract`), loaded before a page or card of a plugin requiring audiences renders. */
const audiencesContract: AudiencesContract = { AudienceTypeTree, loadAudiences, AudiencePicker, useCatalogue, QuestionAnswerPickers };

export default audiencesContract;
