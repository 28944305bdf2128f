import { HTMLSelect } from '@blueprintjs/core';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import type { ResourceRef } from '../../../core/common/resources';
import type { PickRow } from '../../monitoring/common/monitoringReplies';

interface PickSelectProps {
  /** The pick list to load (events or labels); absent, the select is disabled (CE-04). */
  list?: { resource: ResourceRef<object, PickRow[]>; filter: ResourceFilter };
  value: string;
  /** The empty choice's text, e.g. "Choose an event". */
  empty: string;
  label: string;
  testId: string;
  /** The option text of a key; the list's own text unless given. */
  textOf?(key: string): string;
  onChange(value: string): void;
}

/** A select over a pick list (spec §7 getEvents, getLabels), loaded only while it has a list to show. */
export function PickSelect(props: PickSelectProps) {
  return props.list ? <LoadedPickSelect {...props} list={props.list} /> : <Select {...props} rows={[]} disabled />;
}

function LoadedPickSelect(props: PickSelectProps & { list: NonNullable<PickSelectProps['list']> }) {
  const rows = useResource(props.list.resource, props.list.filter);
  return <Select {...props} rows={rows.data ?? []} />;
}

function Select({ rows, value, empty, label, testId, textOf, onChange, disabled }: PickSelectProps & { rows: readonly PickRow[]; disabled?: boolean }) {
  // A saved choice stays selectable while the list loads or after it dropped out of the list.
  const keys = rows.some((row) => row.key === value) || !value ? rows : [{ key: value, text: value, doc_count: 0 }, ...rows];
  return (
    <HTMLSelect aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} fill>
      <option value="">{empty}</option>
      {keys.map((row) => (
        <option key={row.key} value={row.key}>
          {textOf ? textOf(row.key) : row.text}
        </option>
      ))}
    </HTMLSelect>
  );
}
