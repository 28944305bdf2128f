import { Button, Collapse, Icon, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audience } from '../common/Audience';
import { AudienceImage } from './AudienceImage';
import { audienceControls } from './audienceControls';

/** What a node does with its controls: the page opens the matching dialog. */
export interface AudienceActions {
  onEditImage(audience: Audience): void;
  onEdit(audience: Audience): void;
  onAddSub(parent: Audience): void;
  onDelete(audience: Audience): void;
}

export interface AudiencePanelProps extends AudienceActions {
  audience: Audience;
  /** viewModuleAdmin: the id shows, provider audiences keep every control (TM-09, TM-10). */
  admin: boolean;
  changeable: ReadonlySet<number>;
}

/**
 * One node of the tree manager (TM-03): an expandable panel whose header shows the avatar, the
 * name (admins: the id too) and the number of sub-audiences; open, it offers image, edit,
 * add-sub-entry and delete — those the caller may use (audienceControls) — above its sub-audiences.
 */
export function AudiencePanel({ audience, admin, changeable, ...actions }: AudiencePanelProps) {
  const { t } = useTranslation('audiences');
  const [open, setOpen] = useState(false);
  const controls = audienceControls(audience, { admin, changeable });
  return (
    <div className="ac-audience-panel" data-testid="audience-panel" data-audience-id={audience.id}>
      <button type="button" className="ac-audience-panel-header" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="audience-panel-header">
        <Icon icon={open ? 'chevron-down' : 'chevron-right'} />
        <AudienceImage filename={audience.filename} name={audience.text} size={28} />
        <span className="ac-audience-name" data-testid="audience-name">
          {audience.text}
        </span>
        {admin && (
          <Tag minimal data-testid="audience-id">
            {t('manage.id', { id: audience.id })}
          </Tag>
        )}
        {audience.is_pinpoll && (
          <Tag minimal intent="primary">
            {t('manage.provider')}
          </Tag>
        )}
        {audience.children.length > 0 && <span className="ac-audience-panel-count bp6-text-muted">{t('manage.subAudiences', { count: audience.children.length })}</span>}
      </button>
      <Collapse isOpen={open}>
        <div className="ac-audience-panel-body">
          <div className="ac-audience-panel-actions">
            {controls.image && <Button size="small" icon="media" text={t('manage.editImage')} onClick={() => actions.onEditImage(audience)} data-testid="audience-edit-image" />}
            {controls.edit && <Button size="small" icon="edit" text={t('manage.edit')} onClick={() => actions.onEdit(audience)} data-testid="audience-edit" />}
            {controls.addSub && <Button size="small" icon="add" text={t('manage.addSub')} onClick={() => actions.onAddSub(audience)} data-testid="audience-add-sub" />}
            {controls.delete && <Button size="small" icon="trash" intent="danger" variant="minimal" text={t('manage.delete')} onClick={() => actions.onDelete(audience)} data-testid="audience-delete" />}
          </div>
          {audience.children.map((child) => (
            <AudiencePanel key={child.id} audience={child} admin={admin} changeable={changeable} {...actions} />
          ))}
        </div>
      </Collapse>
    </div>
  );
}
