import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import { DIALOG_WIDTHS, FormDialog, StaleUpdateCallout, TextField, staleUpdateMessage, useManagementSnackbar } from '../../../core/client/widgets';
import type { Channel } from '../common/Channel';
import { channelPaths } from '../common/channelPaths';
import { channelSchema, channelUpdateSchema, type ChannelInput } from '../common/channelSchema';

type EditedValues = ChannelInput & { version: number };

const NEW_CHANNEL: ChannelInput = { title: '', path: '' };
const editedValues = (channel: Channel): EditedValues => ({ title: channel.title, path: channel.path, version: channel.version });

export interface ChannelDialogProps {
  /** The channel being edited, 'new' to add one; closed when undefined. */
  edited: Channel | 'new' | undefined;
  onClose(): void;
  /** A channel was created, changed or read again: the list loads again. */
  onChanged(): void;
}

/**
 * Add or edit a channel (CH-01..CH-06) in an 800 px dialog, checked with the schemas the server
 * uses. Server field errors stay on their fields (CH-06); an edit of a channel changed meanwhile
 * is refused (409): its message shows with Reload, which brings the channel's current values.
 */
export function ChannelDialog({ edited, onClose, onChanged }: ChannelDialogProps) {
  const { t } = useTranslation('channels');
  const { api, snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const [stale, setStale] = useState<string>();
  const editing = edited === 'new' ? undefined : edited;

  const save = async (values: ChannelInput | EditedValues) => {
    if (editing) {
      await api.request('PUT', channelPaths.update(editing.id), { body: values });
      notify.success('updated');
    } else {
      await api.post(channelPaths.create, { title: values.title, path: values.path });
      snackbar.show(t('channelCreated'), { intent: 'success' });
    }
    onChanged();
    close();
  };
  const failed = (error: unknown) => {
    const message = staleUpdateMessage(error);
    if (message) setStale(message);
    // Refused fields are already shown on the fields (CH-06); anything else in the red snackbar.
    else if (!(error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)) notify.failure(error as Error);
  };
  const reload = async () => {
    const fresh = await api.get<Channel>(channelPaths.show(editing!.id));
    onChanged();
    return editedValues(fresh);
  };
  const close = () => {
    setStale(undefined);
    onClose();
  };

  return (
    <FormDialog<ChannelInput | EditedValues>
      isOpen={edited !== undefined}
      title={t(editing ? 'edit' : 'add')}
      schema={editing ? channelUpdateSchema : channelSchema}
      initialValues={editing ? editedValues(editing) : NEW_CHANNEL}
      onSubmit={save}
      onError={failed}
      onClose={close}
      width={DIALOG_WIDTHS.channel}
      testId="channel-dialog"
    >
      <StaleUpdateCallout message={stale} reload={reload} onReloaded={() => setStale(undefined)} />
      <TextField name="title" label={t('fields.title')} autoFocus />
      <TextField name="path" label={t('fields.path')} placeholder="/sport" hint={<span data-testid="channel-path-hint">{t('pathHint')}</span>} />
    </FormDialog>
  );
}
