import { useTranslation } from 'react-i18next';
import { wholePercent } from '../../common/format/wholePercent';
import './widgets.css';

export interface Bubble {
  key: string;
  label: string;
  /** Ratio of the whole (0.25 = 25 %). */
  share: number;
}

/** Shares as round bubbles in whole percent, no decimals (CD-03); a bubble's size follows its share. */
export function PercentBubbles({ bubbles }: { bubbles: readonly Bubble[] }) {
  const { i18n } = useTranslation();
  return (
    <ul className="ac-percent-bubbles">
      {bubbles.map(({ key, label, share }) => (
        <li key={key} data-testid={`bubble-${key}`} style={{ '--ac-bubble-share': share } as React.CSSProperties}>
          <span className="ac-percent-bubble">{wholePercent(share, i18n.language)}</span>
          <span className="ac-percent-bubble-label">{label}</span>
        </li>
      ))}
    </ul>
  );
}
