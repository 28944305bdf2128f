import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/client/api';
import { SuggestPicker, useManagementSnackbar } from '../../../core/client/widgets';
import { AUDIENCE_TYPES, type AudienceTypeId } from '../common/Audience';
import { assignNewAudienceSchema } from '../common/mappingSchemas';
import { audienceChoices, type AudienceChoice } from './audienceChoices';
import type { AssignStore } from './AssignStore';

/**
 * The new-tag flow (AS-09, AS-10): a name and a parent of the chosen type; the tag is created
 * under the parent and assigned by the dialog's rule at once. Without a parent it says "choose a
 * parent audience first" and sends nothing; the name is checked by the schema the server uses.
 */
export const NewTagForm = observer(function NewTagForm({ store, disabled }: { store: AssignStore; disabled: boolean }) {
  const { t } = useTranslation('audiences');
  const notify = useManagementSnackbar();
  const nameId = useId();
  const [type, setType] = useState<AudienceTypeId>(AUDIENCE_TYPES.interest);
  const [name, setName] = useState('');
  const [parent, setParent] = useState<AudienceChoice | null>(null);
  const [nameError, setNameError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!parent) {
      notify.failure('selectParentAudience');
      return;
    }
    try {
      await assignNewAudienceSchema.validateAt('audience', { audience: name });
    } catch (error) {
      setNameError((error as Error).message);
      return;
    }
    setSaving(true);
    try {
      await store.assignNew({ audience: name, parent: parent.audience });
      setName('');
      setParent(null);
      setNameError(undefined);
    } catch (error) {
      const refused = error instanceof ApiError ? error.fieldErrors.audience?.[0] : undefined;
      if (refused) setNameError(refused);
      else notify.failure(error as Error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ac-assign-new-tag" data-testid="assign-new-tag">
      <FormGroup label={t('assign.newTag.title')} labelFor={nameId} intent={nameError ? 'danger' : 'none'} helperText={nameError}>
        <ControlGroup fill>
          <HTMLSelect
            aria-label={t('assign.newTag.type')}
            value={type}
            onChange={(event) => {
              setType(Number(event.currentTarget.value) as AudienceTypeId);
              setParent(null);
            }}
            options={Object.values(AUDIENCE_TYPES).map((value) => ({ value, label: t(`types.${value}`) }))}
            disabled={disabled}
          />
          <InputGroup
            id={nameId}
            value={name}
            placeholder={t('assign.newTag.name')}
            onChange={(event) => setName(event.currentTarget.value)}
            intent={nameError ? 'danger' : 'none'}
            disabled={disabled}
            data-testid="assign-new-tag-name"
          />
        </ControlGroup>
      </FormGroup>
      <ControlGroup fill>
        <SuggestPicker<AudienceChoice>
          items={audienceChoices(store.audiences, type)}
          itemLabel={(choice) => choice.path}
          itemKey={(choice) => String(choice.audience.id)}
          value={parent}
          onSelect={setParent}
          label={t('assign.newTag.parent')}
          placeholder={t('assign.newTag.parent')}
          disabled={disabled}
          testId="assign-new-tag-parent"
        />
        <Button icon="add" text={t('assign.newTag.save')} loading={saving} disabled={disabled} onClick={() => void save()} data-testid="assign-new-tag-save" />
      </ControlGroup>
    </div>
  );
});
