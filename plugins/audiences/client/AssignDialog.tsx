import { DialogBody, Divider } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { dialogStyle, TitledDialog } from '../../../core/client/widgets';
import { AUDIENCE_TYPES, type AudienceTypeId } from '../common/Audience';
import { AffinitySlider } from './AffinitySlider';
import { audienceChoices } from './audienceChoices';
import { AudienceMultiSelect } from './AudienceMultiSelect';
import { AssignmentPreview } from './AssignmentPreview';
import { AssignStore } from './AssignStore';
import type { AssignTarget } from './assignTarget';
import { AssignTargetFields } from './AssignTargetFields';
import { ChoiceRequired } from './ChoiceRequired';
import { NewTagForm } from './NewTagForm';
import './mappings.css';

export interface AssignDialogProps {
  /** The row it is open on; closed without one. */
  target?: AssignTarget;
  onClose(): void;
  /** A rule changed (assigned, saved, unassigned, affinity): the table loads again (management §4). */
  onChanged(): void;
}

/**
 * The assign detail dialog (management §2, §4; AS-01 to AS-18) in its three modes: what the rule
 * matches, the affinity slider, the interests and properties the rule assigns, a new tag, and the
 * last-30-days preview (issue 16). The assign controls wait for an answer, field or value (OP-72).
 * Closing resets the affinity to 1 and clears every choice (AS-14).
 */
export const AssignDialog = observer(function AssignDialog({ target, onClose, onChanged }: AssignDialogProps) {
  const { api, snackbar } = useConsole();
  const { t } = useTranslation('audiences');
  const [store] = useState(
    () =>
      new AssignStore(api, {
        success: (text, values = {}) => snackbar.show(t(`assign.done.${text}`, values), { intent: 'success' }),
        failure: (message) => snackbar.show(message, { intent: 'danger', timeout: 0 }),
        changed: onChanged,
      }),
  );
  useEffect(() => {
    if (!target) return;
    store.open(target);
    return () => store.close();
  }, [store, target]);

  const shown = store.target;
  const waiting = shown && !store.rule ? t(`assign.chooseFirst.${shown.mode}`) : undefined;
  const choices = (type: AudienceTypeId) => audienceChoices(store.audiences, type);
  // Each tag shows the rule's affinity (and in form mode its field and value).
  const tags = (type: AudienceTypeId) =>
    store.assignedOf(type).map((a) => ({ id: a.audience_id, text: t('assign.assignedTag', { name: a.text, affinity: a.affinity_score }) + (a.form_data ? ` · ${a.form_data}` : '') }));
  const unassign = (type: AudienceTypeId) => (index: number) => void store.unassign(store.assignedOf(type)[index]);
  return (
    <TitledDialog isOpen={target !== undefined} title={t('assign.title')} onClose={onClose} style={dialogStyle()}>
      {shown && (
        <DialogBody>
          <div className="ac-assign" data-testid={`assign-dialog-${shown.mode}`}>
            <AssignTargetFields store={store} />
            <AffinitySlider value={store.affinity} onChange={(affinity) => store.setAffinity(affinity)} />
            <ChoiceRequired reason={waiting}>
              <AssignmentPreview store={store} disabled={waiting !== undefined} />
              <AudienceMultiSelect
                label={t('types.1')}
                choices={choices(AUDIENCE_TYPES.interest)}
                tags={tags(AUDIENCE_TYPES.interest)}
                disabled={waiting !== undefined}
                onAssign={(id) => void store.assign(id)}
                onUnassign={unassign(AUDIENCE_TYPES.interest)}
                testId="assign-interests"
              />
              <AudienceMultiSelect
                label={t('types.2')}
                choices={choices(AUDIENCE_TYPES.property)}
                tags={tags(AUDIENCE_TYPES.property)}
                disabled={waiting !== undefined}
                onAssign={(id) => void store.assign(id)}
                onUnassign={unassign(AUDIENCE_TYPES.property)}
                testId="assign-properties"
              />
              <Divider />
              <NewTagForm store={store} disabled={waiting !== undefined} />
            </ChoiceRequired>
          </div>
        </DialogBody>
      )}
    </TitledDialog>
  );
});
