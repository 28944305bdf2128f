import { EditableNickname } from './EditableNickname';
import { NoData } from './NoData';
import { NumberList, type NumberRow } from './NumberList';

/** A node of a counted tree, e.g. an audience with its sub-audiences. */
export interface TreeNode<T> {
  children?: readonly T[];
}

/** How one node reads; a click gets the label the row shows (its nickname, if it has one). */
export type TreeRow = Omit<NumberRow, 'children' | 'onSelect' | 'wrapLabel'> & { onSelect?: (label: string) => void };

/** Names the user gave rows, by row key (RG-45, OP-34). */
export interface TreeNicknames {
  of(key: string): string | undefined;
  /** Saves a name, or drops it with `undefined`; absent: names show but cannot be edited. */
  rename?(key: string, name: string | undefined): void;
  /** Label of a row's edit button. */
  editLabel: string;
}

/**
 * A tree of counted nodes as a number list (at most 10 rows per level, expandable children
 * with a capped badge, row clicks): `row` says how one node reads, the nesting is walked here
 * so that cards showing trees only describe a node. With `nicknames` a row shows the user's
 * name for it and, where they may rename, an edit button; with `texts.noData` an empty tree
 * says so.
 */
export function TreeList<T extends TreeNode<T>>({
  nodes,
  row,
  texts,
  nicknames,
}: {
  nodes: readonly T[];
  row: (node: T) => TreeRow;
  texts: { open: string; expand: string; noData?: string };
  nicknames?: TreeNicknames;
}) {
  if (!nodes.length && texts.noData !== undefined) return <NoData text={texts.noData} />;
  const toRows = (level: readonly T[]): NumberRow[] => level.map((node) => ({ ...shown(row(node), nicknames), children: node.children?.length ? toRows(node.children) : undefined }));
  return <NumberList rows={toRows(nodes)} texts={{ open: texts.open, expand: texts.expand }} />;
}

function shown(own: TreeRow, nicknames: TreeNicknames | undefined): Omit<NumberRow, 'children'> {
  const nickname = nicknames?.of(own.key);
  const label = nickname ?? own.label;
  const select = own.onSelect;
  const rename = nicknames?.rename;
  return {
    ...own,
    label,
    onSelect: select && (() => select(label)),
    wrapLabel:
      rename &&
      ((element) => (
        <EditableNickname name={own.label} nickname={nickname} onSave={(name) => rename(own.key, name)} editLabel={nicknames.editLabel}>
          {element}
        </EditableNickname>
      )),
  };
}
