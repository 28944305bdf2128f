import { ALL_DOMAINS } from '../../../core/common/entities';
import { Callout, FormGroup, Switch } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useOptionalPluginContract, usePluginContract } from '../../../core/client/contracts';
import { ChoicesSelect, useFieldError, type Choice } from '../../../core/client/widgets';
import type { QuestionCatalogue } from '../../audiences/common/audiencesContract';
import { refKey, type CatalogueRef } from '../../audiences/common/catalogueRefs';
import { withAutoAssignment } from '../common/autoAssignment';
import type { TrackingInput } from '../common/trackingSchema';

export interface TrackingInventoryStepProps {
  catalogue: QuestionCatalogue;
  /** The domains step 1 offers: the chosen one's questions and forms are offered (all domains: every one's). */
  domains: readonly { id: number; title: string }[];
}

/**
 * Step 2 (management §4): auto-assignment, which clears and locks the questions, answers and forms
 * (TK-15); else the questions (the audiences plugin's pickers) and forms of the tracking's domain
 * (searched after 500 ms), the answers of the chosen questions, and the ads (the ads plugin's
 * picker, when it is enabled; without it assignedAds is kept as loaded).
 */
export const TrackingInventoryStep = observer(function TrackingInventoryStep({ catalogue, domains }: TrackingInventoryStepProps) {
  const { t } = useTranslation('trackings');
  const { QuestionAnswerPickers } = usePluginContract('audiences');
  // The ads picker, while the ads plugin is enabled (an optional plugin of trackings) and the caller reads ads.
  const adsContract = useOptionalPluginContract('ads');
  const { auth } = useConsole();
  const ads = adsContract && auth.can('viewAds') ? adsContract : undefined;
  const { values, setValues, setFieldValue } = useFormikContext<TrackingInput>();
  const errors = { auto_assignment: useFieldError('auto_assignment'), questions: useFieldError('assignedQuestions'), answers: useFieldError('assignedAnswers'), forms: useFieldError('assignedForms'), ads: useFieldError('assignedAds') };
  const { assignedForms } = values;
  useEffect(() => catalogue.name({ forms: assignedForms }), [catalogue, assignedForms]);
  useEffect(() => catalogue.search('forms', '', 0), [catalogue]);

  const formsLocked = values.auto_assignment || !catalogue.readable.forms;
  const domain = values.domain_id === ALL_DOMAINS ? undefined : domains.find((d) => d.id === values.domain_id)?.title;
  const onDomain = (ref: CatalogueRef) => domain === undefined || ref.domain === domain;
  const named = (ref: CatalogueRef, text: string | undefined): Choice => ({ key: refKey(ref), label: t('wizard.onDomain', { text: text ?? `#${ref.id}`, domain: ref.domain }) });

  return (
    <>
      <FormGroup intent={errors.auto_assignment ? 'danger' : 'none'} helperText={errors.auto_assignment ?? t('wizard.autoAssignmentHint')}>
        <Switch
          label={t('fields.auto_assignment')}
          checked={values.auto_assignment}
          onChange={(e) => void setValues(withAutoAssignment({ ...values, auto_assignment: e.currentTarget.checked }))}
          data-testid="field-auto_assignment"
        />
      </FormGroup>
      {!(catalogue.readable.questions && catalogue.readable.forms) && <Callout intent="warning" data-testid="tracking-no-catalogue">{t('wizard.noCatalogue')}</Callout>}
      <QuestionAnswerPickers
        catalogue={catalogue}
        questions={values.assignedQuestions}
        answers={values.assignedAnswers}
        onChange={({ questions, answers }) => void setValues({ ...values, assignedQuestions: questions, assignedAnswers: answers })}
        domain={domain}
        labels={{ questions: t('fields.assignedQuestions'), answers: t('fields.assignedAnswers') }}
        disabled={values.auto_assignment}
        errors={{ questions: errors.questions, answers: errors.answers }}
        answersHint={t('wizard.answersHint')}
        testId="tracking"
      />
      <ChoicesSelect
        label={t('fields.assignedForms')}
        choices={catalogue.choices.forms.filter(onDomain).map((f) => named(f, f.text))}
        chosen={assignedForms.map((f) => named(f, catalogue.formTitle(f)))}
        onQueryChange={(text) => catalogue.search('forms', text)}
        onChoose={(key) => {
          const { id, domain: on } = catalogue.choices.forms.find((f) => refKey(f) === key)!;
          void setFieldValue('assignedForms', [...assignedForms, { id, domain: on }]);
        }}
        onRemove={(key) => void setFieldValue('assignedForms', assignedForms.filter((f) => refKey(f) !== key))}
        disabled={formsLocked}
        error={errors.forms}
        testId="tracking-forms"
      />
      {ads && (
        <FormGroup label={t('fields.assignedAds')} intent={errors.ads ? 'danger' : 'none'} helperText={errors.ads}>
          <ads.AdPicker value={values.assignedAds} onChange={(ids) => void setFieldValue('assignedAds', ids)} disabled={values.auto_assignment} invalid={!!errors.ads} />
        </FormGroup>
      )}
    </>
  );
});
