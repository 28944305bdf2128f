import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicesSelect, type Choice } from '../../../core/client/widgets';
import type { QuestionAnswerPickersProps } from '../common/audiencesContract';
import { answerKey, refKey, type CatalogueRef } from '../common/catalogueRefs';

/**
 * The contract's question and answer pickers: the questions of the campaign's domain (all
 * domains: every one's), searched as the catalogue debounces, and the answers of the chosen
 * questions. Removing a question removes its answers. Chosen items are disabled in the menus (AD-34).
 */
export const QuestionAnswerPickers = observer(function QuestionAnswerPickers({ catalogue, questions, answers, onChange, domain, labels, disabled, answersDisabled, errors = {}, answersHint, testId }: QuestionAnswerPickersProps) {
  const { t } = useTranslation('audiences');
  useEffect(() => catalogue.name({ questions }), [catalogue, questions]);
  useEffect(() => catalogue.search('questions', '', 0), [catalogue]);

  const onDomain = (ref: CatalogueRef) => domain === undefined || ref.domain === domain;
  const named = (ref: CatalogueRef, text: string | undefined): Choice => ({ key: refKey(ref), label: t('catalogue.onDomain', { text: text ?? `#${ref.id}`, domain: ref.domain }) });
  const offered = catalogue.answersOf(questions);
  const answerLabel = (a: (typeof offered)[number]) => t('catalogue.answerOf', { answer: a.answer, question: a.question });
  const locked = disabled || !catalogue.readable.questions;

  return (
    <>
      <ChoicesSelect
        label={labels.questions}
        choices={catalogue.choices.questions.filter(onDomain).map((q) => named(q, q.text))}
        chosen={questions.map((q) => named(q, catalogue.questionText(q)))}
        onQueryChange={(text) => catalogue.search('questions', text)}
        onChoose={(key) => {
          const { id, domain: on } = catalogue.choices.questions.find((q) => refKey(q) === key)!;
          onChange({ questions: [...questions, { id, domain: on }], answers: [...answers] });
        }}
        onRemove={(key) => {
          const kept = questions.filter((q) => refKey(q) !== key);
          onChange({ questions: kept, answers: answers.filter((a) => kept.some((q) => q.domain === a.domain && q.id === a.questionId)) });
        }}
        disabled={locked}
        error={errors.questions}
        testId={`${testId}-questions`}
      />
      <ChoicesSelect
        label={labels.answers}
        choices={offered.map((a) => ({ key: answerKey(a.ref), label: answerLabel(a) }))}
        chosen={answers.map((ref) => {
          const known = offered.find((a) => answerKey(a.ref) === answerKey(ref));
          return { key: answerKey(ref), label: known ? answerLabel(known) : `#${ref.questionId}/${ref.answerId}` };
        })}
        onChoose={(key) => onChange({ questions: [...questions], answers: [...answers, offered.find((a) => answerKey(a.ref) === key)!.ref] })}
        onRemove={(key) => onChange({ questions: [...questions], answers: answers.filter((a) => answerKey(a) !== key) })}
        disabled={locked || answersDisabled || questions.length === 0}
        error={errors.answers}
        hint={answersHint}
        testId={`${testId}-answers`}
      />
    </>
  );
});
