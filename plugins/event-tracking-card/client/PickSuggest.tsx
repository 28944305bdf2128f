import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { SuggestPicker } from '../../../core/client/widgets';
import type { ResourceRef } from '../../../core/common/resources';
import type { PickRow } from '../../monitoring/common/monitoringReplies';

interface PickSuggestProps {
  /** The pick list to load (events or labels); absent, the picker is disabled (CE-04). */
  list?: { resource: ResourceRef<object, PickRow[]>; filter: ResourceFilter };
  value: string;
  /** The empty choice's text, first in the menu and the placeholder, e.g. "Choose an event". */
  empty: string;
  label: string;
  testId: string;
  /** The item text of a key; the list's own text unless given. */
  textOf?(key: string): string;
  onChange(value: string): void;
}

/** A picker over a pick list (spec §7 getEvents, getLabels), typed to narrow, worked by keyboard; loaded only while it has a list to show. */
export function PickSuggest(props: PickSuggestProps) {
  return props.list ? <LoadedPickSuggest {...props} list={props.list} /> : <Picker {...props} rows={[]} disabled />;
}

function LoadedPickSuggest(props: PickSuggestProps & { list: NonNullable<PickSuggestProps['list']> }) {
  const rows = useResource(props.list.resource, props.list.filter);
  return <Picker {...props} rows={rows.data ?? []} />;
}

function Picker({ rows, value, empty, label, testId, textOf, onChange, disabled }: PickSuggestProps & { rows: readonly PickRow[]; disabled?: boolean }) {
  // A saved choice stays selectable while the list loads or after it dropped out of the list.
  const listed = rows.some((row) => row.key === value) || !value ? rows : [{ key: value, text: value, doc_count: 0 }, ...rows];
  const items = [{ key: '', text: empty, doc_count: 0 }, ...listed];
  const text = (row: PickRow) => (row.key && textOf ? textOf(row.key) : row.text);
  return (
    <SuggestPicker<PickRow>
      items={items}
      itemLabel={text}
      itemKey={(row) => row.key}
      value={value ? (items.find((row) => row.key === value) ?? null) : null}
      onSelect={(row) => onChange(row.key)}
      placeholder={empty}
      label={label}
      testId={testId}
      disabled={disabled}
    />
  );
}
