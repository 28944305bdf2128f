import type { CsvCell } from './csv';
import type { TreeNode } from './TreeList';

/**
 * A counted tree as flat CSV data rows, each node after its parent: `[parent label, label,
 * ...values]`, the parent empty on the top level. Cards that list trees (domains with pages,
 * audiences with sub-audiences) export them with this.
 */
export function treeCsvRows<T extends TreeNode<T>>(nodes: readonly T[], label: (node: T) => string, values: (node: T) => CsvCell[], parent = ''): CsvCell[][] {
  return nodes.flatMap((node) => [[parent, label(node), ...values(node)], ...treeCsvRows(node.children ?? [], label, values, label(node))]);
}
