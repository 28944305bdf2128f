import { Icon, Tab, Tabs } from '@blueprintjs/core';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import type { Ad, AdOrganisation } from '../common/Ad';
import type { AdFormValues } from './adFormValues';
import { AdDetailTab } from './AdDetailTab';
import { AdInventoryTab } from './AdInventoryTab';
import { AdSettingsTab } from './AdSettingsTab';
import { AD_TABS, tabOwning, type AdTab } from './adTabs';
import { AdTargetingTab } from './AdTargetingTab';

/** Management §7: the ad inventory's searches wait 200 ms after the last keystroke (AD-38). */
const AD_SEARCH_DEBOUNCE_MS = 200;

export interface AdTabsProps {
  /** The stored ad being edited; undefined while creating or duplicating one. */
  editing: Ad | undefined;
  domains: readonly { id: number; title: string }[];
  /** The organisations it may be shared with; no sharing section when undefined. */
  organisations: readonly AdOrganisation[] | undefined;
}

/**
 * The ad dialog's tabs (AD-11): settings, ad, inventory and — for those who may see its DMP or
 * Tools panel — targeting. A tab with a shown error is marked; a refused save (the schema's or
 * the server's) opens the first tab owning a failed field unless the open one owns one.
 */
export function AdTabs({ editing, domains, organisations }: AdTabsProps) {
  const { t } = useTranslation('ads');
  const { auth } = useConsole();
  const catalogue = usePluginContract('audiences').useCatalogue(AD_SEARCH_DEBOUNCE_MS);
  const form = useFormikContext<AdFormValues>();
  const [tab, setTab] = useState<AdTab>('settings');
  const tabs: AdTab[] = ['settings', 'ad', 'inventory', ...(auth.can('viewAudiences') || auth.can('useProductTools') ? (['targeting'] as const) : [])];
  const failedFields = (id: AdTab) => AD_TABS.find((x) => x.id === id)!.fields.filter((field) => getIn(form.errors, field) !== undefined);

  // When a save settles with errors, the tab follows them once; the user may then move on.
  const followErrors = useEffectEvent(() => {
    if (failedFields(tab).length) return;
    const owner = tabOwning(tabs, Object.keys(form.errors));
    if (owner) setTab(owner);
  });
  const submitting = useRef(false);
  useEffect(() => {
    if (submitting.current && !form.isSubmitting) followErrors();
    submitting.current = form.isSubmitting;
  }, [form.isSubmitting]);

  const title = (id: AdTab) => (
    <span data-testid={`ad-tab-${id}`}>
      {t(`tabs.${id}`)} {form.submitCount > 0 && failedFields(id).length > 0 && <Icon icon="error" intent="danger" title={t('tabs.invalid')} />}
    </span>
  );
  const panels: Record<AdTab, ReactNode> = {
    settings: <AdSettingsTab domains={domains} organisations={organisations} />,
    ad: <AdDetailTab editing={editing} />,
    inventory: <AdInventoryTab catalogue={catalogue} domains={domains} />,
    targeting: <AdTargetingTab />,
  };
  return (
    <Tabs id="ad-dialog-tabs" selectedTabId={tab} onChange={(id) => setTab(id as AdTab)} renderActiveTabPanelOnly className="ac-ad-tabs">
      {tabs.map((id) => (
        <Tab key={id} id={id} title={title(id)} panel={<div className="ac-ad-tab-panel">{panels[id]}</div>} />
      ))}
    </Tabs>
  );
}
