import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import * as yup from 'yup';
import { createI18n } from '../../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../../core/client/i18n/loadLocale';
import { FormDialog } from '../../../../../core/client/widgets/forms/FormDialog';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../../../../../core/client/widgets/forms/FormFields';
import { validators } from '../../../../../core/common/validation/validators';

// Ad and tracking fields in small (management §5): delay numeric min 1, device type one of four, an audience type id, active.
const DEVICE_TYPES = ['all', 'desktop', 'mobile', 'app'] as const;
const schema = yup.object({
  delay: validators.minValue('Delay', 1).required(),
  device_type: yup.string().oneOf(DEVICE_TYPES),
  type_id: yup.number(),
  active: yup.boolean(),
});

async function renderFields(onSubmit: (values: unknown) => Promise<void>) {
  const i18n = await createI18n({ language: 'en', namespaces: [], load: loadLocale });
  render(
    <I18nextProvider i18n={i18n}>
      <FormDialog isOpen title="Ad" schema={schema} initialValues={{ delay: 2, device_type: 'all', type_id: 1, active: false }} onSubmit={onSubmit} onClose={() => {}} testId="ad-dialog">
        <NumberField name="delay" label="Delay" hint="Seconds" min={1} />
        <SelectField name="device_type" label="Device type" options={DEVICE_TYPES.map((value) => ({ value, label: value }))} />
        <SelectField name="type_id" label="Type" options={[{ value: 1, label: 'Interest' }, { value: 2, label: 'Property' }]} />
        <SwitchField name="active" label="Active" />
      </FormDialog>
    </I18nextProvider>,
  );
}

describe('FormDialog fields', () => {
  it('AD-48, TK-11: number, select and switch fields carry their labels and save typed values (a number stays a number)', async () => {
    const onSubmit = jest.fn(async () => {});
    await renderFields(onSubmit);
    expect(screen.getByText('Seconds')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Delay'));
    await userEvent.type(screen.getByLabelText('Delay'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Device type'), 'mobile');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Property');
    await userEvent.click(screen.getByLabelText('Active'));
    await userEvent.click(screen.getByTestId('ad-dialog-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ delay: 5, device_type: 'mobile', type_id: 2, active: true }));
  });

  it('AD-48: a number field shows its error under it instead of the hint', async () => {
    const onSubmit = jest.fn(async () => {});
    await renderFields(onSubmit);
    await userEvent.clear(screen.getByLabelText('Delay'));
    await userEvent.type(screen.getByLabelText('Delay'), '0');
    await userEvent.click(screen.getByTestId('ad-dialog-submit'));
    expect(await screen.findByText('Delay must be at least 1.')).toBeTruthy();
    expect(screen.queryByText('Seconds')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('management §5, PX-12: text fields normalize what is typed and what is left; a text area edits several lines as plain text; a delete beside Cancel and Save', async () => {
    const onSubmit = jest.fn(async () => {});
    const i18n = await createI18n({ language: 'en', namespaces: [], load: loadLocale });
    // A URL gets https:// once it can no longer become http(s)://, and on leaving it whatever it holds.
    const https = (value: string, on: 'change' | 'blur') => (value === '' || /^https?:\/\//.test(value) || (on === 'change' && 'https://'.startsWith(value)) ? value : `https://${value}`);
    render(
      <I18nextProvider i18n={i18n}>
        <FormDialog isOpen title="Pixel" schema={yup.object({ url: yup.string(), code: yup.string() })} initialValues={{ url: '', code: '' }} onSubmit={onSubmit} onClose={() => {}} testId="pixel-dialog" secondaryActions={<button type="button">Delete</button>}>
          <TextField name="url" label="URL" normalize={https} />
          <TextAreaField name="code" label="Code" code normalize={(value, on) => (on === 'blur' ? value.trim() : value)} />
        </FormDialog>
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByLabelText('URL'), 'htt');
    expect((screen.getByLabelText('URL') as HTMLInputElement).value).toBe('htt');
    await userEvent.type(screen.getByLabelText('URL'), 'x.example');
    expect((screen.getByLabelText('URL') as HTMLInputElement).value).toBe('https://httx.example');
    await userEvent.type(screen.getByLabelText('Code'), ' <b>bold</b>{Enter}line() ');
    await userEvent.tab();
    const code = screen.getByLabelText('Code') as HTMLTextAreaElement;
    expect(code.tagName).toBe('TEXTAREA');
    expect(code.value).toBe('<b>bold</b>\nline()');
    expect(screen.queryByText('bold', { selector: 'b' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' }).closest('.bp6-dialog-footer')).toBeTruthy();
    await userEvent.click(screen.getByTestId('pixel-dialog-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ url: 'https://httx.example', code: '<b>bold</b>\nline()' }));
  });
});
