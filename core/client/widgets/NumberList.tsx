import { Button, Tag } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useFormat } from '../i18n/useFormat';
import { childCountBadge } from '../../common/format/childCountBadge';
import './widgets.css';

/** Rows a number list shows at most, children included per level (spec §9, CX-06). */
const NUMBER_LIST_ROWS = 10;

export interface NumberRow {
  key: string;
  label: string;
  value: number;
  /** A muted text after the label, e.g. a channel's path (CC-01). */
  detail?: string;
  /** A second count in its own column, e.g. a channel's page views next to its users (CC-01). */
  secondValue?: number;
  /** Full text when `label` is shortened, e.g. the address behind a title. */
  hint?: string;
  /** The page's address: a link icon opens it in a new tab (CX-05, OP-77). */
  href?: string;
  /** What a click on the row does, e.g. apply a filter (CX-04); rows without it are plain. */
  onSelect?: () => void;
  /** Expandable children with their count as a badge (CX-03, CX-07). */
  children?: NumberRow[];
  /** Wraps the label element, e.g. in an EditableNickname so that the row can be renamed (OP-34). */
  wrapLabel?: (label: ReactNode) => ReactNode;
}

interface Texts {
  /** Label of the link icon that opens a row's page. */
  open: string;
  /** Label of the expand button. */
  expand: string;
  /** Tooltip of the value column, e.g. "Users". */
  value?: string;
  /** Tooltip of the second value column, e.g. "Page views". */
  secondValue?: string;
}

/** Writes a row's value; the console number format unless given, e.g. a share in percent. */
type ValueFormat = (value: number) => string;

/** A list of labelled counts, at most 10 rows per level, with expandable children, row clicks and page links. */
export function NumberList({ rows, texts, level = 'tree', formatValue }: { rows: readonly NumberRow[]; texts: Texts; level?: 'tree' | 'group'; formatValue?: ValueFormat }) {
  return (
    <ul className="ac-number-list" role={level}>
      {rows.slice(0, NUMBER_LIST_ROWS).map((row) => (
        <NumberListRow key={row.key} row={row} texts={texts} formatValue={formatValue} />
      ))}
    </ul>
  );
}

function NumberListRow({ row, texts, formatValue }: { row: NumberRow; texts: Texts; formatValue?: ValueFormat }) {
  const format = useFormat();
  const [expanded, setExpanded] = useState(false);
  const children = row.children ?? [];
  const label = row.onSelect ? (
    <button type="button" className="ac-number-list-label ac-number-list-select" title={row.hint} onClick={row.onSelect}>
      {row.label}
    </button>
  ) : (
    <span className="ac-number-list-label" title={row.hint}>
      {row.label}
    </span>
  );
  return (
    <li role="treeitem" aria-expanded={children.length ? expanded : undefined} data-testid={`row-${row.key}`}>
      <div className="ac-number-list-row">
        {children.length > 0 && (
          <Button variant="minimal" size="small" icon={expanded ? 'chevron-down' : 'chevron-right'} aria-label={texts.expand} onClick={() => setExpanded(!expanded)}>
            <Tag minimal round className="ac-number-list-badge">
              {childCountBadge(children.length)}
            </Tag>
          </Button>
        )}
        {row.wrapLabel ? row.wrapLabel(label) : label}
        {row.detail && (
          <span className="ac-number-list-detail" title={row.detail}>
            {row.detail}
          </span>
        )}
        {row.href && (
          <a className="ac-number-list-link" href={row.href} target="_blank" rel="noopener noreferrer" aria-label={texts.open} title={texts.open}>
            ↗
          </a>
        )}
        <span className="ac-number-list-value" title={texts.value}>
          {(formatValue ?? format.number)(row.value)}
        </span>
        {row.secondValue !== undefined && (
          <span className="ac-number-list-value ac-number-list-second" title={texts.secondValue}>
            {format.number(row.secondValue)}
          </span>
        )}
      </div>
      {expanded && <NumberList rows={children} texts={texts} level="group" formatValue={formatValue} />}
    </li>
  );
}
