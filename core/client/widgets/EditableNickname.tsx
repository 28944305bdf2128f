import { Button, EditableText } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import './widgets.css';

export interface EditableNicknameProps {
  /** The thing's own name: what an empty or unchanged entry falls back to. */
  name: string;
  /** The user's name for it, if any. */
  nickname?: string;
  /** Saves a new nickname, or `undefined` to drop it (entry emptied or set back to the name). Absent: not editable. */
  onSave?(nickname: string | undefined): void;
  /** Label of the edit button. */
  editLabel: string;
  /** How the name reads while not edited (e.g. a button that filters); the shown name unless given. */
  children?: ReactNode;
}

/**
 * A name the user may rename for themself (RG-45, OP-34): an edit button turns it into a
 * Blueprint EditableText; Enter (or leaving the field) saves, Escape cancels. The caller decides
 * where the nickname lives, e.g. the realtime view's nicknames through onViewSettingsChange.
 */
export function EditableNickname({ name, nickname, onSave, editLabel, children }: EditableNicknameProps) {
  const [editing, setEditing] = useState(false);
  const shown = nickname || name;
  if (!onSave) return <>{children ?? shown}</>;
  if (editing) {
    const confirm = (value: string) => {
      setEditing(false);
      const next = value.trim();
      const saved = next === '' || next === name ? undefined : next;
      if (saved !== (nickname || undefined)) onSave(saved);
    };
    return (
      <EditableText
        className="ac-editable-nickname"
        isEditing
        defaultValue={shown}
        placeholder={name}
        selectAllOnFocus
        onConfirm={confirm}
        onCancel={() => setEditing(false)}
        customInputAttributes={{ 'aria-label': editLabel }}
      />
    );
  }
  return (
    <>
      {children ?? shown}
      <Button variant="minimal" size="small" icon="edit" className="ac-editable-nickname-edit" aria-label={editLabel} title={editLabel} onClick={() => setEditing(true)} />
    </>
  );
}
