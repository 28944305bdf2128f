import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../../../../core/client/api/ApiError';
import { bindTranslators } from '../../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../../core/client/i18n/createI18n';
import type { Language } from '../../../../../core/client/i18n/languages';
import { loadLocale } from '../../../../../core/client/i18n/loadLocale';
import { FormDialog } from '../../../../../core/client/widgets/forms/FormDialog';
import { TextField } from '../../../../../core/client/widgets/forms/FormFields';
import { setValidationTranslator } from '../../../../../core/common/validation/validationMessages';
import { channelSchema, type ChannelInput } from '../../../../../plugins/channels/common/channelSchema';

const EMPTY: ChannelInput = { title: '', path: '' };

/** A 422 as the server sends it, read by the client's ApiError (which words its messages). */
const refused = (errors: Record<string, string[]>) => ApiError.fromReply(422, { status: 'error', error: 'validation_failed', message: 'Invalid value', errors });

async function renderDialog(onSubmit: (values: ChannelInput) => Promise<void>, options: { language?: Language; onError?: (error: unknown) => void } = {}) {
  const i18n: I18n = await createI18n({ language: options.language ?? 'en', namespaces: ['channels'], load: loadLocale });
  bindTranslators(i18n);
  const onClose = jest.fn();
  function Screen() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button onClick={() => setOpen(true)}>reopen</button>
        <FormDialog
          isOpen={open}
          title="Add channel"
          schema={channelSchema}
          initialValues={EMPTY}
          width={800}
          onSubmit={onSubmit}
          onError={options.onError}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          testId="channel-dialog"
        >
          <TextField name="title" label="Title" />
          <TextField name="path" label="Path" hint="/sport" />
        </FormDialog>
      </>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Screen />
    </I18nextProvider>,
  );
  return { onClose };
}

describe('FormDialog', () => {
  afterEach(() => setValidationTranslator(undefined));

  it('OP-08, CH-06: the server’s field errors (422) show on their fields in the interface language, "Invalid value" as the generic text; the dialog stays open', async () => {
    const onError = jest.fn();
    const onSubmit = jest.fn(async () => {
      throw refused({ title: ['Title must be at least 3 characters.'], path: ['Invalid value'] });
    });
    await renderDialog(onSubmit, { language: 'de', onError });
    await userEvent.type(screen.getByLabelText('Title'), 'Sport');
    await userEvent.type(screen.getByLabelText('Path'), '/sport');
    await userEvent.click(screen.getByTestId('channel-dialog-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Sport', path: '/sport' }));
    expect(await screen.findByText('Titel muss mindestens 3 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText('Ungültiger Wert.')).toBeTruthy();
    expect(screen.queryByText('/sport')).toBeNull(); // the error takes the hint's place
    expect(screen.getByLabelText('Title').closest('.bp6-intent-danger')).not.toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('CH-04, CH-05: the shared schema blocks a save and says why under each field', async () => {
    const onSubmit = jest.fn(async () => {});
    await renderDialog(onSubmit);
    await userEvent.type(screen.getByLabelText('Title'), 'ab');
    await userEvent.type(screen.getByLabelText('Path'), 'sport');
    await userEvent.click(screen.getByTestId('channel-dialog-submit'));
    expect(await screen.findByText('Title must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Path needs to start with slash character (/).')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('CH-03: Enter in a field saves the dialog', async () => {
    const onSubmit = jest.fn(async () => {});
    await renderDialog(onSubmit);
    await userEvent.type(screen.getByLabelText('Title'), 'Sport');
    await userEvent.type(screen.getByLabelText('Path'), '/sport{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Sport', path: '/sport' }));
  });

  it('the save button is busy and disabled while the save runs', async () => {
    let finish!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderDialog(onSubmit);
    await userEvent.type(screen.getByLabelText('Title'), 'Sport');
    await userEvent.type(screen.getByLabelText('Path'), '/sport');
    await userEvent.click(screen.getByTestId('channel-dialog-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const save = screen.getByTestId('channel-dialog-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.classList.contains('bp6-loading')).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect((screen.getByTestId('channel-dialog-submit') as HTMLButtonElement).disabled).toBe(false));
  });

  it('AD-39, TR-10: Cancel and the close button reset the form: reopened, it shows the initial values and no errors', async () => {
    const onSubmit = jest.fn(async () => {});
    const { onClose } = await renderDialog(onSubmit);
    await userEvent.type(screen.getByLabelText('Title'), 'ab');
    await userEvent.click(screen.getByTestId('channel-dialog-submit'));
    expect(await screen.findByText('Title must be at least 3 characters.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('channel-dialog-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('reopen'));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Title must be at least 3 characters.')).toBeNull();

    await userEvent.type(screen.getByLabelText('Path'), '/news');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByText('reopen'));
    expect((screen.getByLabelText('Path') as HTMLInputElement).value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('CH-01, OP-37: the dialog is as wide as the spec says and never wider than a detail dialog’s 1000 px', async () => {
    await renderDialog(jest.fn(async () => {}));
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toBe('800px');
    expect(dialog.style.maxWidth).toContain('1000px');
  });
});
