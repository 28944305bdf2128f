import { Callout } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { cronPatternError, nextRunsOf } from '../../../core/common/jobs';
import { cronInWords } from './cronInWords';

/** The form's pattern in words and its next five runs (UTC), before it is saved; nothing while it is not a valid pattern. */
export function CronPatternPreview() {
  const { t, i18n } = useTranslation('admin');
  const { values } = useFormikContext<{ pattern: string }>();
  const pattern = values.pattern.trim();
  if (!pattern || cronPatternError(pattern)) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return (
    <Callout intent="primary" icon="time" title={cronInWords(pattern, i18n.language)} data-testid="cron-pattern-words">
      <p>{t('cronJobs.nextRuns')}</p>
      <ol className="ac-cron-next-runs" data-testid="cron-next-runs">
        {nextRunsOf(pattern, 5).map((run) => (
          <li key={run.getTime()}>{time.format(run)} UTC</li>
        ))}
      </ol>
    </Callout>
  );
}
