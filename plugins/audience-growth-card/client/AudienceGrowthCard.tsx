import { NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import { type CardProps, ResourceBody, useCardCsv, useCardTitle } from '../../../core/client/grid';
import { useFormat } from '../../../core/client/i18n';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { AnimatedCount, chartCsvRows, EditableNickname, LineChart, untilNow } from '../../../core/client/widgets';
import { growthPercent } from '../../../core/common/format';
import { audienceResources } from '../../audiences/common/audienceResources';
import type { GrowthPoint } from '../../audiences/common/GrowthPoint';
import { cardNicknames } from '../../monitoring/common/cardNicknames';
import { wallClockAt } from '../../monitoring/common/wallClockAt';
import type { CompareOption } from '../../monitoring/common/compareOptions';
import type { AudienceGrowthCardSettings } from '../common/audienceGrowthCardSettings';
import { comparedSoFar, growthRanges } from '../common/growthRanges';
import { audienceChoicesOf } from './AudienceChoicesStore';
import { AudiencePickers } from './AudiencePickers';
import { useUtcDayStart } from './useUtcDayStart';
import './audienceGrowthCard.css';

/** Px the chart keeps free above its plot: the pickers' row and the figures' row lie over it. */
const BAND = 62;

/**
 * Audience growth: visitors newly assigned to one interest or visitor property, today against
 * yesterday or last week, in UTC (spec §7): the day's total with its growth percentage (§5) over
 * the compared day up to the same time, and a chart of today's 48 half hours against the
 * compared day's (CG-04, CG-05). A fresh card shows a hint until an audience is picked (CG-02).
 * The card's header and figures name the audience by its nickname when the view has one, else
 * by its name; the edit button beside the name renames it in the view's nicknames (RG-45, OP-34).
 */
const AudienceGrowthCard = observer(function AudienceGrowthCard({ settings, onSettingsChange, filter, size, viewSettings, onViewSettingsChange, onTitleChange, onCsvChange }: CardProps<AudienceGrowthCardSettings>) {
  const { t } = useTranslation('audience-growth-card');
  const { api } = useConsole();
  const { loadAudiences } = usePluginContract('audiences');
  const choices = audienceChoicesOf(api, loadAudiences);
  useEffect(() => {
    void choices.load();
  }, [choices]);
  // A hand-edited or legacy dashboard may hold anything here: only a number names an audience.
  const audienceId = typeof settings.audienceId === 'number' ? settings.audienceId : null;
  const nicknames = cardNicknames({ viewSettings, onViewSettingsChange }, 'audiences');
  const key = String(audienceId);
  const name: AudienceName = { name: choices.find(audienceId)?.text ?? '', nickname: nicknames.of(key), rename: nicknames.rename && ((nickname) => nicknames.rename!(key, nickname)) };
  useCardTitle(onTitleChange, audienceId === null ? undefined : name.nickname || name.name || undefined);

  return (
    <div className="ac-audience-growth-card" data-testid="audience-growth-card">
      <AudiencePickers store={choices} audienceId={audienceId} onChange={(id) => onSettingsChange({ audienceId: id })} />
      {audienceId === null ? (
        <NonIdealState className="ac-no-data ac-audience-growth-card-hint" icon="people" description={t('hint')} />
      ) : (
        <AudienceGrowth audienceId={audienceId} name={name} compare={settings.histogramCompare} filter={filter} rows={size.h} onCsvChange={onCsvChange} />
      )}
    </div>
  );
});
export default AudienceGrowthCard;

/** The chosen audience's own name, the user's nickname for it, and how to rename it (absent: not editable). */
interface AudienceName {
  name: string;
  nickname?: string;
  rename?: (nickname: string | undefined) => void;
}

/** Points at their instants (the compared day shifted onto today's), or with `timeZone` at their wall-clock time there. */
const line = (points: GrowthPoint[] = [], shiftMs = 0, timeZone?: string): [number, number][] => points.map((p) => [wallClockAt(p.key + shiftMs, timeZone), p.audienceCount]);

/** The growth of the chosen audience; mounted only once there is one, so a fresh card loads nothing. */
function AudienceGrowth({ audienceId, name, compare, filter, rows, onCsvChange }: { audienceId: number; name: AudienceName; compare: CompareOption; filter: ResourceFilter; rows: number } & Pick<CardProps, 'onCsvChange'>) {
  const { t } = useTranslation('audience-growth-card');
  const format = useFormat();
  const ranges = growthRanges(useUtcDayStart(), compare);
  // Growth rows carry the domain only (no page, channel or audience list): other filter fields would not narrow them.
  // The days and half hours are UTC ones (CG-04); the user's zone goes along, and the chart shows their local times.
  const timeZone = typeof filter.timezone === 'string' ? filter.timezone : undefined;
  const base = { ...(filter.domain !== undefined ? { domain: filter.domain } : {}), ...(timeZone ? { timezone: timeZone } : {}), audienceId };
  const history = useResource(audienceResources.growthHistory, { ...base, ...ranges.today });
  const today = useResource(audienceResources.growthHistogram, { ...base, ...ranges.today });
  const compared = useResource(audienceResources.growthHistogram, { ...base, ...ranges.compared });
  // One CSV row per half hour of today (its instant), the compared day shifted onto it as in the chart.
  useCardCsv(onCsvChange, today.data && compared.data && [[t('csv.time'), t('today'), t(`choices.${compare}`)], ...chartCsvRows([line(today.data), line(compared.data, ranges.shiftMs)])]);

  const content = () => {
    // History from today's UTC midnight: one point, today's total.
    const total = history.data?.at(-1)?.audienceCount ?? 0;
    const sofar = untilNow(today.data);
    const growth = growthPercent(comparedSoFar(compared.data ?? [], ranges.shiftMs, Date.now()), total);
    return (
      <div className="ac-audience-growth-card-data">
        <div className="ac-audience-growth-card-figures">
          <span className="ac-audience-growth-card-name" data-testid="audience-growth-name">
            <EditableNickname name={name.name} nickname={name.nickname} onSave={name.rename} editLabel={t('rename')} />
          </span>
          <AnimatedCount value={total} testId="audience-growth-total" />
          <span className="ac-audience-growth-card-growth" data-testid="audience-growth-percent">
            {growth === undefined ? '–' : `${growth > 0 ? '+' : ''}${format.percent(growth / 100)}`}
          </span>
          <span className="ac-audience-growth-card-compare">{t(`versus.${compare}`)}</span>
        </div>
        <LineChart
          rows={rows}
          top={BAND}
          exportName="audience-growth"
          series={[
            { name: t(`choices.${compare}`), points: line(compared.data, ranges.shiftMs, timeZone), secondary: true },
            { name: t('today'), points: line(sofar.points, 0, timeZone), open: sofar.open },
          ]}
        />
      </div>
    );
  };
  return <ResourceBody states={[history, today, compared]}>{content}</ResourceBody>;
}
