import { Callout } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { usePluginContract } from '../../../core/client/contracts';
import { SwitchField, useFieldError } from '../../../core/client/widgets';
import { ALL_DOMAINS } from '../../../core/common/entities';
import type { QuestionCatalogue } from '../../audiences/common/audiencesContract';
import { answersOpen } from '../common/adPlacement';
import { AdElementPickers } from './AdElementPickers';
import type { AdFormValues } from './adFormValues';
import { AdExperienceSelector } from './AdExperienceSelector';

export interface AdInventoryTabProps {
  catalogue: QuestionCatalogue;
  /** The domains the settings tab offers: the chosen one's questions are offered (all domains: every one's). */
  domains: readonly { id: number; title: string }[];
}

/**
 * The inventory tab (management §3 "Ad inventory", AD-33 … AD-35): all experiences, or the
 * questions of the ad's domain (searched after 200 ms, AD-38) and the answers of the chosen ones —
 * disabled before the vote, when there is no answer yet (AD-31) — and element covers and results.
 */
export function AdInventoryTab({ catalogue, domains }: AdInventoryTabProps) {
  const { t } = useTranslation('ads');
  const { QuestionAnswerPickers } = usePluginContract('audiences');
  const { values, setValues } = useFormikContext<AdFormValues>();
  const errors = { questions: useFieldError('questions'), answers: useFieldError('answers') };
  const domain = values.domain_id === ALL_DOMAINS ? undefined : (domains.find((d) => d.id === values.domain_id)?.title ?? '');
  const answersClosed = !answersOpen(values.display_timing);
  return (
    <>
      <SwitchField name="allExperiences" label={t('fields.allExperiences')} hint={t('hints.allExperiences')} />
      {values.allExperiences ? (
        <AdExperienceSelector />
      ) : (
        <>
          {!catalogue.readable.questions && <Callout intent="warning" data-testid="ad-no-catalogue">{t('inventory.noCatalogue')}</Callout>}
          <QuestionAnswerPickers
            catalogue={catalogue}
            questions={values.questions}
            answers={values.answers}
            onChange={({ questions, answers }) => void setValues({ ...values, questions, answers })}
            domain={domain}
            labels={{ questions: t('fields.questions'), answers: t('fields.answers') }}
            answersDisabled={answersClosed}
            errors={errors}
            answersHint={t(answersClosed ? 'hints.answersBeforeVote' : 'hints.answers')}
            testId="ad"
          />
          <AdElementPickers domain={domain} />
        </>
      )}
    </>
  );
}
