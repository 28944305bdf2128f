import { ALL_DOMAINS } from '../../../core/common/entities';
import { Callout, FormGroup, Switch } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { withAutoAssignment } from '../common/autoAssignment';
import type { CatalogueRef } from '../../audiences/common/catalogueRefs';
import type { TrackingInput } from '../common/trackingSchema';
import { ChoicesSelect, type Choice } from './ChoicesSelect';
import { answerKey, refKey, type TrackingCatalogueStore } from './TrackingCatalogueStore';
import { useFieldError } from './useFieldError';

export interface TrackingInventoryStepProps {
  catalogue: TrackingCatalogueStore;
  /** The domains step 1 offers: the chosen one's questions and forms are offered (all domains: every one's). */
  domains: readonly { id: number; title: string }[];
}

/**
 * Step 2 (management §4): auto-assignment, which clears and locks the questions, answers and forms
 * (TK-15); else the questions and forms of the tracking's domain (searched after 500 ms) and the
 * answers of the chosen questions. Removing a question removes its answers.
 */
export const TrackingInventoryStep = observer(function TrackingInventoryStep({ catalogue, domains }: TrackingInventoryStepProps) {
  const { t } = useTranslation('trackings');
  const { values, setValues, setFieldValue } = useFormikContext<TrackingInput>();
  const errors = { auto_assignment: useFieldError('auto_assignment'), questions: useFieldError('assignedQuestions'), answers: useFieldError('assignedAnswers'), forms: useFieldError('assignedForms') };
  const { assignedQuestions, assignedAnswers, assignedForms } = values;
  useEffect(() => catalogue.name({ questions: assignedQuestions, forms: assignedForms }), [catalogue, assignedQuestions, assignedForms]);
  useEffect(() => {
    catalogue.search('questions', '', 0);
    catalogue.search('forms', '', 0);
  }, [catalogue]);

  const locked = { questions: values.auto_assignment || !catalogue.readable.questions, forms: values.auto_assignment || !catalogue.readable.forms };
  const domain = values.domain_id === ALL_DOMAINS ? undefined : domains.find((d) => d.id === values.domain_id)?.title;
  const onDomain = (ref: CatalogueRef) => domain === undefined || ref.domain === domain;
  const named = (ref: CatalogueRef, text: string | undefined): Choice => ({ key: refKey(ref), label: t('wizard.onDomain', { text: text ?? `#${ref.id}`, domain: ref.domain }) });
  const pick = <R,>(refs: readonly R[], key: (ref: R) => string, chosen: string) => refs.find((ref) => key(ref) === chosen)!;
  const answers = catalogue.answersOf(assignedQuestions);

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
      <ChoicesSelect
        label={t('fields.assignedQuestions')}
        choices={catalogue.choices.questions.filter(onDomain).map((q) => named(q, q.text))}
        chosen={assignedQuestions.map((q) => named(q, catalogue.questionText(q)))}
        onQueryChange={(text) => catalogue.search('questions', text)}
        onChoose={(key) => {
          const { id, domain: on } = pick(catalogue.choices.questions, refKey, key);
          void setFieldValue('assignedQuestions', [...assignedQuestions, { id, domain: on }]);
        }}
        onRemove={(key) => {
          const kept = assignedQuestions.filter((q) => refKey(q) !== key);
          void setValues({ ...values, assignedQuestions: kept, assignedAnswers: assignedAnswers.filter((a) => kept.some((q) => q.domain === a.domain && q.id === a.questionId)) });
        }}
        disabled={locked.questions}
        error={errors.questions}
        testId="tracking-questions"
      />
      <ChoicesSelect
        label={t('fields.assignedAnswers')}
        choices={answers.map((a) => ({ key: answerKey(a.ref), label: t('wizard.answerOf', { answer: a.answer, question: a.question }) }))}
        chosen={assignedAnswers.map((ref) => {
          const known = answers.find((a) => answerKey(a.ref) === answerKey(ref));
          return { key: answerKey(ref), label: known ? t('wizard.answerOf', { answer: known.answer, question: known.question }) : `#${ref.questionId}/${ref.answerId}` };
        })}
        onChoose={(key) => void setFieldValue('assignedAnswers', [...assignedAnswers, pick(answers, (a) => answerKey(a.ref), key).ref])}
        onRemove={(key) => void setFieldValue('assignedAnswers', assignedAnswers.filter((a) => answerKey(a) !== key))}
        disabled={locked.questions || assignedQuestions.length === 0}
        error={errors.answers}
        hint={t('wizard.answersHint')}
        testId="tracking-answers"
      />
      <ChoicesSelect
        label={t('fields.assignedForms')}
        choices={catalogue.choices.forms.filter(onDomain).map((f) => named(f, f.text))}
        chosen={assignedForms.map((f) => named(f, catalogue.formTitle(f)))}
        onQueryChange={(text) => catalogue.search('forms', text)}
        onChoose={(key) => {
          const { id, domain: on } = pick(catalogue.choices.forms, refKey, key);
          void setFieldValue('assignedForms', [...assignedForms, { id, domain: on }]);
        }}
        onRemove={(key) => void setFieldValue('assignedForms', assignedForms.filter((f) => refKey(f) !== key))}
        disabled={locked.forms}
        error={errors.forms}
        testId="tracking-forms"
      />
      {/* No ads picker until the ads plugin (a later issue) offers one in a contract: assignedAds is kept as loaded. */}
    </>
  );
});
