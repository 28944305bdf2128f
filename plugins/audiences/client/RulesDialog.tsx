import { Button, DialogBody, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { ConfirmDialog, DataTableGrid, dialogStyle, TitledDialog, useManagementSnackbar, type DataTableColumn } from '../../../core/client/widgets';
import type { Audience } from '../common/Audience';
import { RULE_TYPES, type RuleType } from '../common/Mapping';
import { RULE_COLUMNS } from './ruleColumns';
import { useAudienceRules } from './useAudienceRules';

type AnyRule = { id: number } & Record<string, string | number>;

/**
 * An audience's mapping rules (management §2 Rules dialog; RU-01 to RU-07), opened from its card
 * and details on the overview (OP-40): a tab per source — surf behaviour, question data, form
 * data, SDK data — each rule removable after a confirmation (RU-02), "rule removed" and the rules
 * loaded again.
 */
export function RulesDialog({ audience, onClose }: { audience: Audience; onClose(): void }) {
  const { snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const { t, i18n } = useTranslation('audiences');
  const { rules, remove } = useAudienceRules(audience.id);
  const [removing, setRemoving] = useState<{ type: RuleType; id: number }>();

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove(removing.type, removing.id);
      snackbar.show(t('rules.removed'), { intent: 'success' });
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      setRemoving(undefined);
    }
  };

  const text = (key: string, value: string | number) => (key === 'created_at' ? new Date(value).toLocaleString(i18n.language) : String(value));
  const panel = (type: RuleType) => {
    if (!rules) return <Spinner size={20} />;
    const rows = rules[type] as unknown as AnyRule[];
    if (!rows.length) return <NonIdealState icon="search" title={t('rules.empty')} />;
    const columns: DataTableColumn<AnyRule>[] = [
      ...RULE_COLUMNS[type].map((key) => ({ key, header: t(`rules.columns.${key}`), cell: (rule: AnyRule) => text(key, rule[key]), width: 150 })),
      {
        key: 'remove',
        header: '',
        cell: (rule: AnyRule) => <Button variant="minimal" size="small" icon="trash" aria-label={t('rules.remove')} onClick={() => setRemoving({ type, id: rule.id })} data-testid="rule-remove" />,
        width: 60,
      },
    ];
    return (
      <div className="ac-datatable" data-testid={`rules-${type}`}>
        <DataTableGrid items={rows} columns={columns} />
      </div>
    );
  };

  return (
    <TitledDialog isOpen title={t('rules.title', { name: audience.text })} onClose={onClose} style={dialogStyle()}>
      <DialogBody>
        <Tabs id="audience-rules" renderActiveTabPanelOnly>
          {RULE_TYPES.map((type) => (
            <Tab key={type} id={type} title={t(`rules.tabs.${type}`)} panel={panel(type)} />
          ))}
        </Tabs>
      </DialogBody>
      <ConfirmDialog isOpen={removing !== undefined} onConfirm={confirmRemove} onCancel={() => setRemoving(undefined)} confirmLabel={t('rules.remove')}>
        <p data-testid="rule-remove-confirm">{t('rules.confirmRemove')}</p>
      </ConfirmDialog>
    </TitledDialog>
  );
}
