import { FormGroup, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';
import type { AssignStore } from './AssignStore';
import { MatchValueFields } from './MatchValueFields';

/**
 * What the dialog's rule matches, by mode (AS-02 to AS-04): one of the question's answers with
 * their votes; the meta tag's key with its value and logic; one of the form's fields with a value
 * and logic.
 */
export const AssignTargetFields = observer(function AssignTargetFields({ store }: { store: AssignStore }) {
  const { t } = useTranslation('audiences');
  const count = useFormat().managementNumber;
  const { target, choice } = store;
  if (!target) return null;
  const matchValue = <MatchValueFields value={choice.value} logic={choice.logic} onChange={(change) => store.choose(change)} />;
  switch (target.mode) {
    case 'question':
      return (
        <RadioGroup
          label={target.question.question}
          selectedValue={choice.selectedField === undefined ? undefined : String(choice.selectedField)}
          onChange={(event) => store.choose({ selectedField: Number(event.currentTarget.value) })}
          options={target.question.answers.map((answer) => ({ value: String(answer.id), label: t('assign.answerVotes', { answer: answer.answer, votes: count(answer.votes) }) }))}
          data-testid="assign-answers"
        />
      );
    case 'behaviour':
      return (
        <>
          <FormGroup label={t('assign.key')}>
            <code data-testid="assign-key">{target.tag.key}</code>
          </FormGroup>
          {matchValue}
        </>
      );
    case 'form':
      return (
        <>
          <RadioGroup
            label={t('assign.field', { title: target.form.title })}
            selectedValue={choice.selectedField === undefined ? undefined : String(choice.selectedField)}
            onChange={(event) => store.choose({ selectedField: event.currentTarget.value })}
            options={target.form.fields.map((field) => ({ value: field, label: field }))}
            data-testid="assign-fields"
          />
          {matchValue}
        </>
      );
  }
});
