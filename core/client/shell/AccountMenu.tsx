import { Button, FormGroup, HTMLSelect, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { changeLanguage } from '../i18n/changeLanguage';
import { isLanguage, LANGUAGES } from '../i18n/languages';
import { Avatar } from './Avatar';

/** SH-24/25: avatar, name, e-mail, manage licences, edit profile, language, sign out of all apps. */
export const AccountMenu = observer(function AccountMenu() {
  const { auth, links } = useConsole();
  const { t, i18n } = useTranslation('core');
  const user = auth.user;
  if (!user) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="ac-account-menu">
          <li className="ac-account-header">
            <Avatar image={user.image} size={48} />
            <div>
              <div className="ac-account-name" data-testid="account-name">
                {user.firstname} {user.lastname}
              </div>
              <div className="bp6-text-muted" data-testid="account-email">
                {user.email}
              </div>
            </div>
          </li>
          <MenuDivider />
          <MenuItem icon="key" text={t('account.manageLicences')} href={links.manageLicences} target="_blank" rel="noopener noreferrer" />
          <MenuItem icon="edit" text={t('account.editProfile')} href={links.editProfile} target="_blank" rel="noopener noreferrer" />
          <li className="ac-account-language">
            <FormGroup label={t('account.language')} labelFor="ac-language" inline>
              <HTMLSelect
                id="ac-language"
                value={i18n.language}
                onChange={(event) => {
                  if (isLanguage(event.currentTarget.value)) void changeLanguage(i18n, localStorage, event.currentTarget.value);
                }}
                options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                data-testid="language-switch"
              />
            </FormGroup>
          </li>
          <MenuDivider />
          <MenuItem icon="log-out" text={t('account.signOut')} onClick={() => void auth.logout()} data-testid="logout" />
        </Menu>
      }
    >
      <Button variant="minimal" data-testid="user-menu" aria-label={t('account.menu')}>
        <Avatar image={user.image} size={28} />
      </Button>
    </PopoverNext>
  );
});
