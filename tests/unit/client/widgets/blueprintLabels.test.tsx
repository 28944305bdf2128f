import { Tag } from '@blueprintjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { TagRemoveButton } from '../../../../core/client/widgets/TagRemoveButton';
import { TitledDialog } from '../../../../core/client/widgets/TitledDialog';
import { renderConsole } from '../support/renderConsole';

describe('the labels Blueprint hard-codes, worded by our own pieces (IN-01)', () => {
  it('IN-01: a dialog’s close button and a tag’s remove button speak the interface language and follow a switch while on screen', async () => {
    const i18n = await createI18n({ language: 'de', namespaces: [], load: loadLocale });
    const onClose = jest.fn();
    const onRemove = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Tag endIcon={<TagRemoveButton onRemove={onRemove} />}>news.example.com</Tag>
        <TitledDialog isOpen title="Neues Dashboard" onClose={onClose}>
          <p>body</p>
        </TitledDialog>
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Neues Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(onRemove).toHaveBeenCalledTimes(1);

    await act(async () => void (await i18n.changeLanguage('en')));
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Schließen|Entfernen|Remove tag/ })).toBeNull();
  });

  it('SH-29, IN-01: a snackbar message’s close button speaks the interface language, follows a switch and closes the message', async () => {
    const { app, i18n } = await renderConsole({ path: '/login', language: 'de', user: undefined });
    act(() => app.snackbar.show('Gespeichert.', { timeout: 0 }));
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeTruthy();
    await act(async () => void (await i18n.changeLanguage('en')));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(app.snackbar.messages).toEqual([]);
  });
});
