import { Button, Callout, Card, H5 } from '@blueprintjs/core';
import { FormikProvider, useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { ConfirmDialog, NumberField, SelectField, SuggestPicker, useManagementSnackbar } from '../../../core/client/widgets';
import { RETARGETING_CACHE_TYPES, refreshRetargetingCacheSchema, refreshUsersSchema, type RefreshUsersInput } from '../common/cacheSchemas';
import type { UserLight } from '../common/UserLight';
import { RefreshCacheStore } from './RefreshCacheStore';

const userLabel = (user: UserLight) => `${user.email} (${user.firstname} ${user.lastname}, #${user.id})`;

/**
 * /admin/manage/refresh-cache (AP-13..AP-16): refresh one user — its id typed, or found by e-mail —
 * or all users after a confirmation (OP-63), so their open sessions read their permissions anew;
 * refresh the retargeting cache of domains (the pixel, transfer, tracking, ad and rule indexes) or
 * of visitors. Success texts or the error in the snackbar.
 */
const RefreshCachePage = observer(function RefreshCachePage() {
  const { api, snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const { t } = useTranslation('admin');
  const [store] = useState(() => new RefreshCacheStore(api));
  const [confirmingAll, setConfirmingAll] = useState(false);
  useEffect(() => void store.loadUsers().catch((error: Error) => notify.failure(error)), [store, notify]);

  // AP-16: the success text, or the error's message.
  const report = async (work: Promise<unknown>, success: 'usersRefreshed' | 'retargetingRefreshed') => {
    try {
      await work;
      snackbar.show(t(`refreshCache.${success}`), { intent: 'success' });
    } catch (error) {
      notify.failure(error as Error);
    }
  };
  const users = useFormik<RefreshUsersInput>({
    initialValues: {},
    validationSchema: refreshUsersSchema,
    onSubmit: (values) => report(store.refreshUser(values.userId!), 'usersRefreshed'),
  });
  const retargeting = useFormik({
    initialValues: { type: 'domains' as (typeof RETARGETING_CACHE_TYPES)[number] },
    validationSchema: refreshRetargetingCacheSchema,
    onSubmit: (values) => report(store.refreshRetargeting(values.type), 'retargetingRefreshed'),
  });

  return (
    <Card className="ac-refresh-cache" data-testid="refresh-cache-page">
      <section data-testid="refresh-users">
        <H5>{t('refreshCache.users')}</H5>
        <p>{t('refreshCache.usersHint')}</p>
        <FormikProvider value={users}>
          <form onSubmit={users.handleSubmit} noValidate>
            {/* OP-63: the user id field; finding a user by e-mail fills it in. */}
            <div className="bp6-form-group">
              <SuggestPicker
                items={store.users}
                itemLabel={userLabel}
                value={store.users.find((user) => user.id === users.values.userId) ?? null}
                onSelect={(user) => void users.setFieldValue('userId', user.id)}
                placeholder={t('refreshCache.findPlaceholder')}
                label={t('refreshCache.find')}
                leftIcon="search"
                testId="refresh-user-find"
              />
            </div>
            <NumberField name="userId" label={t('refreshCache.userId')} min={1} />
            <Button type="submit" intent="primary" icon="refresh" text={t('refreshCache.refreshUser')} loading={users.isSubmitting} data-testid="refresh-user-submit" />{' '}
            <Button icon="people" text={t('refreshCache.refreshAllUsers')} onClick={() => setConfirmingAll(true)} data-testid="refresh-all-users" />
          </form>
        </FormikProvider>
      </section>
      <section data-testid="refresh-retargeting">
        <H5>{t('refreshCache.retargeting')}</H5>
        <FormikProvider value={retargeting}>
          <form onSubmit={retargeting.handleSubmit} noValidate>
            <SelectField name="type" label={t('refreshCache.type')} options={RETARGETING_CACHE_TYPES.map((type) => ({ value: type, label: t(`refreshCache.types.${type}`) }))} />
            <Button type="submit" intent="primary" icon="refresh" text={t('refreshCache.refreshRetargeting')} loading={retargeting.isSubmitting} data-testid="refresh-retargeting-submit" />
          </form>
        </FormikProvider>
        {store.lastRefreshed && (
          <Callout intent="success" data-testid="refreshed-caches">
            {t('refreshCache.refreshedCaches', { type: t(`refreshCache.types.${store.lastRefreshed.type}`), caches: store.lastRefreshed.caches.join(', ') })}
          </Callout>
        )}
      </section>
      <ConfirmDialog
        isOpen={confirmingAll}
        confirmLabel={t('refreshCache.refreshAllUsers')}
        onConfirm={async () => {
          await report(store.refreshAllUsers(), 'usersRefreshed');
          setConfirmingAll(false);
        }}
        onCancel={() => setConfirmingAll(false)}
      >
        <p data-testid="refresh-all-users-confirm">{t('refreshCache.confirmAllUsers', { count: store.users.length })}</p>
      </ConfirmDialog>
    </Card>
  );
});

export default RefreshCachePage;
