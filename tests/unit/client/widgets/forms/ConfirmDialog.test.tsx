import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../../core/client/i18n/loadLocale';
import { ConfirmDialog } from '../../../../../core/client/widgets/forms/ConfirmDialog';

async function renderConfirm(onConfirm: () => Promise<void>, onCancel = jest.fn()) {
  const i18n = await createI18n({ language: 'de', namespaces: [], load: loadLocale });
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog isOpen onConfirm={onConfirm} onCancel={onCancel}>
        Kanal Sport löschen?
      </ConfirmDialog>
    </I18nextProvider>,
  );
  return { onCancel };
}

describe('ConfirmDialog', () => {
  it('OP-74, TM-07: a 300 px confirmation; confirming runs the action with a busy red button and Cancel disabled meanwhile', async () => {
    let finish!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onCancel } = await renderConfirm(onConfirm);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.style.width).toBe('300px');
    expect(dialog.textContent).toContain('Kanal Sport löschen?');
    const confirm = screen.getByRole('button', { name: 'Löschen' });
    expect(confirm.classList.contains('bp6-intent-danger')).toBe(true);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm.classList.contains('bp6-loading')).toBe(true));
    expect((screen.getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(confirm.classList.contains('bp6-loading')).toBe(false));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('OP-74: Cancel runs nothing', async () => {
    const onConfirm = jest.fn(async () => {});
    const { onCancel } = await renderConfirm(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
