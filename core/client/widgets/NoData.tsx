import { NonIdealState } from '@blueprintjs/core';
import './widgets.css';

/** The no-data text a card shows when its data set is empty (spec §8, CX-12). */
export function NoData({ text }: { text: string }) {
  return <NonIdealState className="ac-no-data" description={text} />;
}
