import { Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useState } from 'react';
import type { Audience } from '../../audiences/common/Audience';

/**
 * One audience tree of the chooser (IA-02): expandable nodes, selected ones ticked; a click
 * on a node toggles it (IA-03), the caret only expands.
 */
export function AudienceTree({ audiences, selected, onToggle, label }: { audiences: readonly Audience[]; selected: readonly number[]; onToggle: (audience: Audience) => void; label: string }) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toNode = (audience: Audience): TreeNodeInfo<Audience> => {
    const isSelected = selected.includes(audience.id);
    return {
      id: audience.id,
      label: <span data-testid={`audience-${audience.id}`}>{audience.text}</span>,
      icon: isSelected ? 'tick-circle' : 'circle',
      isSelected,
      isExpanded: expanded.has(audience.id),
      childNodes: audience.children.length ? audience.children.map(toNode) : undefined,
      nodeData: audience,
    };
  };
  const setOpen = (node: TreeNodeInfo<Audience>, open: boolean) =>
    setExpanded((was) => {
      const next = new Set(was);
      if (open) next.add(Number(node.id));
      else next.delete(Number(node.id));
      return next;
    });
  return (
    <div className="ac-audience-tree" role="group" aria-label={label}>
      <Tree<Audience> contents={audiences.map(toNode)} onNodeClick={(node) => onToggle(node.nodeData!)} onNodeExpand={(node) => setOpen(node, true)} onNodeCollapse={(node) => setOpen(node, false)} />
    </div>
  );
}
