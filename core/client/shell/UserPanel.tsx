import { DialogBody, H4, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { TitledDialog } from '../widgets/TitledDialog';
import { Avatar } from './Avatar';

/** OP-19: the user a chosen search result names — avatar, name, e-mail, id, organisations, access, domains. */
export const UserPanel = observer(function UserPanel() {
  const { userPanel } = useConsole();
  const { t } = useTranslation('core');
  const user = userPanel.user;
  return (
    <TitledDialog isOpen={userPanel.userId !== undefined} onClose={() => userPanel.close()} title={t('userPanel.title')} className="ac-user-panel">
      <DialogBody>
        <div data-testid="user-panel">
          {!user ? (
            <Spinner size={32} aria-label={t('blueprint.loading')} />
          ) : (
            <>
              <div className="ac-user-panel-header">
                <Avatar image={user.image} size={64} />
                <div>
                  <H4 data-testid="user-panel-name">
                    {user.firstname} {user.lastname}
                  </H4>
                  <div data-testid="user-panel-email">{user.email}</div>
                  <div className="bp6-text-muted" data-testid="user-panel-id">
                    {t('userPanel.id', { id: user.id })}
                  </div>
                </div>
              </div>
              <UserPanelSection title={t('userPanel.organisations')} testId="user-panel-organisations">
                {user.organisations.map((o) => (
                  <Tag key={o.id} minimal intent={o.default ? 'primary' : 'none'} title={o.default ? t('userPanel.defaultOrganisation') : undefined}>
                    {o.name}
                  </Tag>
                ))}
              </UserPanelSection>
              <UserPanelSection title={t('userPanel.access')} testId="user-panel-access">
                {user.access.map((permission) => (
                  <Tag key={permission} minimal>
                    {permission}
                  </Tag>
                ))}
              </UserPanelSection>
              <UserPanelSection title={t('userPanel.domains')} testId="user-panel-domains">
                {user.domains.map((d) => (
                  <Tag key={d.id} minimal icon={d.analytics ? 'timeline-line-chart' : undefined} title={d.analytics ? t('userPanel.analyticsDomain') : undefined}>
                    {d.title}
                  </Tag>
                ))}
              </UserPanelSection>
            </>
          )}
        </div>
      </DialogBody>
    </TitledDialog>
  );
});

/** One labelled list of the panel; "None" when it is empty. */
function UserPanelSection({ title, testId, children }: { title: string; testId: string; children: ReactNode[] }) {
  const { t } = useTranslation('core');
  return (
    <section className="ac-user-panel-section" data-testid={testId}>
      <h5 className="bp6-heading">{title}</h5>
      <div className="ac-user-panel-tags">{children.length ? children : <span className="bp6-text-muted">{t('userPanel.none')}</span>}</div>
    </section>
  );
}
