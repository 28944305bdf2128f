import { NumberList, type NumberRow } from './NumberList';

/** A node of a counted tree, e.g. an audience with its sub-audiences. */
export interface TreeNode<T> {
  children?: readonly T[];
}

/**
 * A tree of counted nodes as a number list (at most 10 rows per level, expandable children
 * with a capped badge, row clicks): `row` says how one node reads, the nesting is walked here
 * so that cards showing trees only describe a node.
 */
export function TreeList<T extends TreeNode<T>>({
  nodes,
  row,
  texts,
}: {
  nodes: readonly T[];
  row: (node: T) => Omit<NumberRow, 'children'>;
  texts: { open: string; expand: string };
}) {
  return <NumberList rows={toRows(nodes, row)} texts={texts} />;
}

function toRows<T extends TreeNode<T>>(nodes: readonly T[], row: (node: T) => Omit<NumberRow, 'children'>): NumberRow[] {
  return nodes.map((node) => ({ ...row(node), children: node.children?.length ? toRows(node.children, row) : undefined }));
}
