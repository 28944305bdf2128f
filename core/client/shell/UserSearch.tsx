import { InputGroup, Menu, MenuItem, PopoverNext, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { Avatar } from './Avatar';
import { UserPanel } from './UserPanel';

/** SH-19..SH-21: toolbar user search by id, e-mail or name; shown only with viewUsers. Choosing a result opens its user panel (OP-19). */
export const UserSearch = observer(function UserSearch() {
  const { userSearch, userPanel } = useConsole();
  const { t } = useTranslation('core');
  const open = userSearch.query.trim() !== '' && !userSearch.loading;
  return (
    <>
      <PopoverNext
        isOpen={open}
        autoFocus={false}
        enforceFocus={false}
        placement="bottom-start"
        arrow={false}
        onClose={() => userSearch.setQuery('')}
        content={
          <Menu className="ac-user-search-results" data-testid="user-search-results">
            {userSearch.results.length === 0 && <MenuItem disabled text={t('userSearch.noResults')} />}
            {userSearch.results.map((u) => (
              <MenuItem
                key={u.id}
                icon={<Avatar image={u.image} size={28} />}
                text={
                  <div className="ac-user-search-item">
                    <strong>
                      {u.firstname} {u.lastname}
                    </strong>
                    <span className="bp6-text-muted">{u.email}</span>
                  </div>
                }
                label={`#${u.id}`}
                onClick={() => {
                  userSearch.setQuery('');
                  void userPanel.open(u.id);
                }}
                data-testid="user-search-result"
              />
            ))}
          </Menu>
        }
      >
        <InputGroup
          className="ac-user-search"
          type="search"
          leftIcon="search"
          placeholder={t('userSearch.placeholder')}
          value={userSearch.query}
          onValueChange={(value) => userSearch.setQuery(value)}
          rightElement={userSearch.loading ? <Spinner size={16} aria-label={t('blueprint.loading')} /> : undefined}
          data-testid="user-search"
        />
      </PopoverNext>
      <UserPanel />
    </>
  );
});
