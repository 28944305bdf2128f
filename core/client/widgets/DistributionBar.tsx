import { useTranslation } from 'react-i18next';
import { distributionLabel } from '../../common/format/distributionLabel';
import { formatPercent } from '../../common/format/formatPercent';
import { wholePercent } from '../../common/format/wholePercent';
import './widgets.css';

export interface Segment {
  key: string;
  label: string;
  /** Ratio of the whole (0.25 = 25 %). */
  share: number;
}

/**
 * One horizontal bar split into segments in the given order, each as wide as its share, labelled
 * by their size (CX-11): a wide segment shows its name and percent (2 decimals, CO-07), a small
 * one (< 14 %) its whole percent only, a tiny (< 5 %) or micro (< 1 %) one nothing, so no name
 * is cut to its first letters. The tooltip names every segment with its percent.
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
            aria-label={`${label}: ${percent}`}
            className={['ac-distribution-segment', `ac-distribution-segment-${key.toLowerCase()}`, size && `ac-distribution-${size}`].filter(Boolean).join(' ')}
            style={{ flexGrow: share, flexBasis: 0 }}
          >
            {size === undefined && <span className="ac-distribution-label">{label}</span>}
            {size === undefined && <span className="ac-distribution-percent">{percent}</span>}
            {size === 'small' && <span className="ac-distribution-percent">{wholePercent(share, i18n.language)}</span>}
          </div>
        );
      })}
    </div>
  );
}
