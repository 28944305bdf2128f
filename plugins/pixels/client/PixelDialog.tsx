import { Button } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import { ConfirmDialog, FormDialog, SelectField, StaleUpdateCallout, TextField, staleUpdateMessage, useManagementSnackbar } from '../../../core/client/widgets';
import { PIXEL_TYPES, type Pixel, type PixelType } from '../common/Pixel';
import { pixelPaths } from '../common/pixelPaths';
import { pixelSchema, pixelUpdateSchema } from '../common/pixelSchema';
import { PIXEL_TYPE_FIELD_NAMES, type PixelTypeField } from '../common/pixelTypeFields';
import { PixelApproval } from './PixelApproval';
import { PixelTypeFields } from './PixelTypeFields';

/** The form's values: every field as text ('' when empty: the save stores null), whatever the type shows. */
type PixelForm = { title: string; type: PixelType; image: string } & Record<PixelTypeField, string>;
type EditedValues = PixelForm & { version: number };

const NO_TYPE_FIELDS = Object.fromEntries(PIXEL_TYPE_FIELD_NAMES.map((field) => [field, ''])) as Record<PixelTypeField, string>;
/** A new pixel is a javascript pixel (PX-07). */
const NEW_PIXEL: PixelForm = { title: '', type: 'javascript', image: '', ...NO_TYPE_FIELDS };
// The image has no control here; it is carried so that a save keeps what the API stored.
const editedValues = (pixel: Pixel): EditedValues => ({
  ...NO_TYPE_FIELDS,
  ...Object.fromEntries(PIXEL_TYPE_FIELD_NAMES.map((field) => [field, pixel[field] ?? ''])),
  title: pixel.title,
  type: pixel.type,
  image: pixel.image ?? '',
  version: pixel.version,
});

export interface PixelDialogProps {
  /** The pixel being edited, 'new' to add one; closed when undefined. */
  edited: Pixel | 'new' | undefined;
  onClose(): void;
  /** A pixel was created, changed, approved, deleted or read again: lists load again. */
  onChanged(): void;
}

/**
 * Add or edit a pixel (PX-02 … PX-15), checked with the schemas the server uses: the title, the
 * type (javascript for a new pixel; a stored "unspecified" must be changed, OP-67) and the type's
 * fields; a javascript pixel's approval (PX-04). Refused fields stay on their fields (PX-15); an
 * edit of a pixel changed meanwhile is refused (409) and Reload brings its current values. Delete
 * exists in edit mode only and asks first (PX-02, OP-74).
 */
export function PixelDialog({ edited, onClose, onChanged }: PixelDialogProps) {
  const { t } = useTranslation('pixels');
  const { api, snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const [stale, setStale] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const editing = edited === 'new' ? undefined : edited;

  const done = (text: string) => {
    snackbar.show(t(text), { intent: 'success' });
    onChanged();
    close();
  };
  const save = async (values: PixelForm | EditedValues) => {
    if (editing) {
      await api.request('PUT', pixelPaths.update(editing.id), { body: values });
      done('pixelUpdated');
    } else {
      await api.post(pixelPaths.create, values);
      done('pixelCreated');
    }
  };
  const failed = (error: unknown) => {
    const message = staleUpdateMessage(error);
    if (message) setStale(message);
    // Refused fields are already shown on the fields (PX-15); anything else in the red snackbar.
    else if (!(error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)) notify.failure(error as Error);
  };
  const reload = async () => {
    const fresh = await api.get<Pixel>(pixelPaths.show(editing!.id));
    onChanged();
    return editedValues(fresh);
  };
  const remove = async () => {
    try {
      await api.request('DELETE', pixelPaths.remove(editing!.id));
      setDeleting(false);
      done('pixelDeleted');
    } catch (error) {
      setDeleting(false);
      notify.failure(error as Error);
    }
  };
  const close = () => {
    setStale(undefined);
    onClose();
  };

  return (
    <>
      <FormDialog<PixelForm | EditedValues>
        isOpen={edited !== undefined}
        title={t(editing ? 'edit' : 'add')}
        schema={editing ? pixelUpdateSchema : pixelSchema}
        initialValues={editing ? editedValues(editing) : NEW_PIXEL}
        onSubmit={save}
        onError={failed}
        onClose={close}
        testId="pixel-dialog"
        secondaryActions={editing && <Button intent="danger" variant="minimal" icon="trash" text={t('delete')} onClick={() => setDeleting(true)} data-testid="pixel-delete" />}
      >
        <StaleUpdateCallout message={stale} reload={reload} onReloaded={() => setStale(undefined)} />
        <TextField name="title" label={t('fields.title')} autoFocus counter={100} />
        <PixelTypeSelect stored={editing?.type} />
        <TypedFields />
        <PixelApproval editing={editing} onApproved={() => done('pixelApproved')} />
      </FormDialog>
      <ConfirmDialog isOpen={deleting} onConfirm={remove} onCancel={() => setDeleting(false)}>
        <p data-testid="pixel-delete-confirm">{t('confirmDelete', { title: editing?.title ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

/** The type select; a pixel stored as "unspecified" shows it until another type is chosen (OP-67). */
function PixelTypeSelect({ stored }: { stored: PixelType | undefined }) {
  const { t } = useTranslation('pixels');
  const types: readonly PixelType[] = stored === 'unspecified' ? [...PIXEL_TYPES, 'unspecified'] : PIXEL_TYPES;
  const { values } = useFormikContext<PixelForm>();
  return (
    <SelectField<PixelType>
      name="type"
      label={t('fields.type')}
      options={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      hint={values.type === 'unspecified' ? t('hints.unspecified') : undefined}
    />
  );
}

/** The fields of the type the form holds now. */
function TypedFields() {
  const { values } = useFormikContext<PixelForm>();
  return <PixelTypeFields type={values.type} />;
}
