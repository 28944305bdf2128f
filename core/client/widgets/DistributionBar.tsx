import { useTranslation } from 'react-i18next';
import { distributionLabel } from '../../common/format/distributionLabel';
import { formatPercent } from '../../common/format/formatPercent';
import './widgets.css';

export interface Segment {
  key: string;
  label: string;
  /** Ratio of the whole (0.25 = 25 %). */
  share: number;
}

/**
 * One horizontal bar split into segments in the given order, each as wide as its share. Narrow
 * segments get a smaller label class (CX-11: small < 14 %, tiny < 5 %, micro < 1 %).
 */
export function DistributionBar({ segments }: { segments: readonly Segment[] }) {
  const { i18n } = useTranslation();
  return (
    <div className="ac-distribution-bar" role="list">
      {segments.map(({ key, label, share }) => {
        const size = distributionLabel(share);
        const percent = formatPercent(share, i18n.language);
        return (
          <div
            key={key}
            role="listitem"
            data-testid={`segment-${key}`}
            title={`${label}: ${percent}`}
            className={['ac-distribution-segment', `ac-distribution-segment-${key.toLowerCase()}`, size && `ac-distribution-${size}`].filter(Boolean).join(' ')}
            style={{ flexGrow: share, flexBasis: 0 }}
          >
            <span className="ac-distribution-label">{label}</span>
            <span className="ac-distribution-percent">{percent}</span>
          </div>
        );
      })}
    </div>
  );
}
