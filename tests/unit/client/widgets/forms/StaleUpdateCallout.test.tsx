import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../../../../core/client/api/ApiError';
import type { Console } from '../../../../../core/client/app/Console';
import { ConsoleContext } from '../../../../../core/client/app/ConsoleContext';
import { createI18n } from '../../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../../core/client/i18n/loadLocale';
import { SnackbarStore } from '../../../../../core/client/shell/SnackbarStore';
import { FormDialog } from '../../../../../core/client/widgets/forms/FormDialog';
import { TextField } from '../../../../../core/client/widgets/forms/FormFields';
import { StaleUpdateCallout, staleUpdateMessage } from '../../../../../core/client/widgets/forms/StaleUpdateCallout';
import { StaleUpdateError } from '../../../../../core/server/entities/StaleUpdateError';
import { channelUpdateSchema } from '../../../../../plugins/channels/common/channelSchema';

interface Values {
  title: string;
  path: string;
  version: number;
}

/** The 409 as the client reads it: Ada changed the row to version 3. */
const stale = () => ApiError.fromReply(409, new StaleUpdateError({ version: 3, modified_email: 'ada@example.com', modified_at: new Date('2026-11-26T10:00:00Z') }).toBody());

async function renderEdit(save: (values: Values) => Promise<void>, reload: () => Promise<Values>) {
  const i18n = await createI18n({ language: 'en', namespaces: [], load: loadLocale });
  const snackbar = new SnackbarStore();
  function Screen() {
    const [message, setMessage] = useState<string>();
    return (
      <FormDialog<Values>
        isOpen
        title="Edit channel"
        schema={channelUpdateSchema}
        initialValues={{ title: 'Sport', path: '/sport', version: 2 }}
        onSubmit={save}
        onError={(error) => setMessage(staleUpdateMessage(error))}
        onClose={() => {}}
        testId="edit"
      >
        <StaleUpdateCallout message={message} reload={reload} onReloaded={() => setMessage(undefined)} />
        <TextField name="title" label="Title" />
        <TextField name="path" label="Path" />
      </FormDialog>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={{ snackbar } as unknown as Console}>
        <Screen />
      </ConsoleContext.Provider>
    </I18nextProvider>,
  );
  return { snackbar };
}

describe('StaleUpdateCallout', () => {
  it('issue 14: a stale update (409) shows who changed the entry and when; Reload puts the current values and version into the form, so the next save sends them', async () => {
    const save = jest.fn<Promise<void>, [Values]>().mockRejectedValueOnce(stale()).mockResolvedValueOnce(undefined);
    const reload = jest.fn(async () => ({ title: 'Sports', path: '/sports', version: 3 }));
    await renderEdit(save, reload);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Football');
    await userEvent.click(screen.getByTestId('edit-submit'));
    const callout = await screen.findByTestId('stale-update');
    expect(callout.textContent).toContain('ada@example.com changed this entry at');
    expect(save).toHaveBeenCalledWith({ title: 'Football', path: '/sport', version: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByTestId('stale-update')).toBeNull());
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Sports');
    expect((screen.getByLabelText('Path') as HTMLInputElement).value).toBe('/sports');
    await userEvent.click(screen.getByTestId('edit-submit'));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ title: 'Sports', path: '/sports', version: 3 }));
  });

  it('a failed reload (the entry deleted meanwhile) shows its error in the red snackbar and keeps the message', async () => {
    const gone = ApiError.fromReply(404, { status: 'error', error: 'channel_not_found', message: 'Channel not found.' });
    const { snackbar } = await renderEdit(jest.fn().mockRejectedValue(stale()), jest.fn().mockRejectedValue(gone));
    await userEvent.click(screen.getByTestId('edit-submit'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(snackbar.messages).toEqual([expect.objectContaining({ message: gone.message, intent: 'danger', timeout: 0 })]));
    expect(screen.getByTestId('stale-update')).toBeTruthy();
  });

  it('staleUpdateMessage names only a refused stale update', () => {
    expect(staleUpdateMessage(stale())).toMatch(/^ada@example\.com changed this entry/);
    expect(staleUpdateMessage(ApiError.fromReply(422, { status: 'error', error: 'validation_failed', message: 'Invalid value' }))).toBeUndefined();
    expect(staleUpdateMessage(new Error('x'))).toBeUndefined();
  });
});
