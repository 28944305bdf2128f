import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import { FormDialog, StaleUpdateCallout, SwitchField, TextField, staleUpdateMessage, useManagementSnackbar } from '../../../core/client/widgets';
import { AUDIENCE_TYPES, type AudienceTypeId } from '../common/Audience';
import type { AudienceEntity } from '../common/AudienceEntity';
import { audiencePaths } from '../common/audiencePaths';
import { AUDIENCE_NAME_MAX, audienceSchema, audienceUpdateSchema, type AudienceInput } from '../common/audienceSchema';

/** What the name dialog opens for: a new audience (a root of its type, or under `parent`), or an audience to edit. */
export type AudienceNameTarget = { kind: 'create'; typeId: AudienceTypeId; parent?: { id: number; text: string } } | { kind: 'edit'; audience: AudienceEntity; parentText?: string };

type NameValues = Pick<AudienceInput, 'german' | 'english' | 'type_id' | 'parent_id'> & { is_pinpoll: boolean; is_aitopic: boolean; keywords: string; version?: number };

const valuesOf = (target: AudienceNameTarget): NameValues =>
  target.kind === 'edit'
    ? { german: target.audience.german, english: target.audience.english, type_id: target.audience.type_id, parent_id: target.audience.parent_id, is_pinpoll: target.audience.is_pinpoll, is_aitopic: target.audience.is_aitopic, keywords: target.audience.keywords ?? '', version: target.audience.version }
    : { german: '', english: '', type_id: target.typeId, parent_id: target.parent?.id ?? null, is_pinpoll: false, is_aitopic: false, keywords: '' };

/** Two names and two switches: management §9 names no width for it, so narrower than a detail dialog. */
const NAME_DIALOG_WIDTH = 500;

/** The fields the dialog shows: a server error on any other field goes to the snackbar. */
const SHOWN_FIELDS = ['german', 'english', 'parent_id', 'is_pinpoll', 'is_aitopic', 'keywords'];

/** An AI topic's keywords, which the classifier learns besides its names: shown while the AI-topic switch is on. */
function KeywordsField() {
  const { t } = useTranslation('audiences');
  const { values } = useFormikContext<NameValues>();
  return values.is_aitopic ? <TextField name="keywords" label={t('fields.keywords')} hint={t('manage.keywordsHint')} /> : null;
}

/** Where the audience sits (its type's tree, or its parent), read-only, with the server's parent_id error under it. */
function PlaceField({ text }: { text: string }) {
  const { t } = useTranslation('audiences');
  const id = useId();
  const { errors } = useFormikContext<NameValues>();
  const error = typeof errors.parent_id === 'string' ? errors.parent_id : undefined;
  return (
    <FormGroup label={t('fields.parent_id')} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error}>
      <InputGroup id={id} value={text} readOnly intent={error ? 'danger' : 'none'} data-testid="field-parent_id" />
    </FormGroup>
  );
}

export interface AudienceNameDialogProps {
  /** Closed when undefined. */
  target: AudienceNameTarget | undefined;
  /** viewModuleAdmin: the id and the is_pinpoll / is_aitopic switches (TM-09). */
  admin: boolean;
  onClose(): void;
  /** Saved, or read again after a conflict: the trees load again. */
  onChanged(): void;
}

/**
 * Create or edit an audience's German and English names (TM-04, TM-05: 3–30 characters, counter
 * 30) with the schema the server checks; the server's field errors land on their fields (TM-06),
 * a stale edit's 409 shows who changed it, with Reload. Admins also see the id and set the
 * provider (is_pinpoll, OP-44) and AI-topic flags and an AI topic's keywords; a member's save sends none of them.
 */
export function AudienceNameDialog({ target, admin, onClose, onChanged }: AudienceNameDialogProps) {
  const { t } = useTranslation('audiences');
  const { api } = useConsole();
  const notify = useManagementSnackbar();
  const [stale, setStale] = useState<string>();
  const editing = target?.kind === 'edit' ? target.audience : undefined;

  const save = async ({ is_pinpoll, is_aitopic, keywords, version, ...fields }: NameValues) => {
    const body = { ...fields, ...(admin ? { is_pinpoll, is_aitopic, keywords: is_aitopic ? keywords || null : null } : {}) };
    if (editing) {
      await api.request('PUT', audiencePaths.update(editing.id), { body: { ...body, version } });
      notify.success('updated');
    } else {
      await api.post(audiencePaths.create, body);
      notify.success('created');
    }
    onChanged();
    close();
  };
  const failed = (error: unknown) => {
    const message = staleUpdateMessage(error);
    if (message) setStale(message);
    // Errors of the shown fields are on them (TM-06); anything else in the red snackbar.
    else if (!(error instanceof ApiError && Object.keys(error.fieldErrors).some((field) => SHOWN_FIELDS.includes(field)))) notify.failure(error as Error);
  };
  const reload = async () => {
    const fresh = await api.get<AudienceEntity>(audiencePaths.show(editing!.id));
    onChanged();
    return valuesOf({ kind: 'edit', audience: fresh });
  };
  const close = () => {
    setStale(undefined);
    onClose();
  };

  const typeText = (typeId: number) => t('manage.root', { type: t(typeId === AUDIENCE_TYPES.interest ? 'manage.interests' : 'manage.properties') });
  const place = !target ? '' : target.kind === 'edit' ? (target.parentText ?? typeText(target.audience.type_id)) : (target.parent?.text ?? typeText(target.typeId));
  return (
    <FormDialog<NameValues>
      isOpen={target !== undefined}
      title={t(editing ? 'manage.editTitle' : 'manage.createTitle')}
      schema={editing ? audienceUpdateSchema : audienceSchema}
      initialValues={target ? valuesOf(target) : valuesOf({ kind: 'create', typeId: 1 })}
      onSubmit={save}
      onError={failed}
      onClose={close}
      width={NAME_DIALOG_WIDTH}
      testId="audience-dialog"
    >
      <StaleUpdateCallout message={stale} reload={reload} onReloaded={() => setStale(undefined)} />
      {admin && editing && (
        <p className="bp6-text-muted" data-testid="audience-dialog-id">
          {t('manage.id', { id: editing.id })}
        </p>
      )}
      <PlaceField text={place} />
      <TextField name="german" label={t('fields.german')} counter={AUDIENCE_NAME_MAX} autoFocus />
      <TextField name="english" label={t('fields.english')} counter={AUDIENCE_NAME_MAX} />
      {admin && (
        <>
          <SwitchField name="is_pinpoll" label={t('fields.is_pinpoll')} />
          <SwitchField name="is_aitopic" label={t('fields.is_aitopic')} />
          <KeywordsField />
        </>
      )}
    </FormDialog>
  );
}
