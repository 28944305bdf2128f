import type Highcharts from 'highcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chart's texts and locale in the interface language (Highcharts' `lang`, per chart): the
 * exporting menu, zoom and loading texts, and the locale its dates and numbers are drawn in
 * (de: 26. Nov., 1.234). A chart keyed by `locale` is drawn anew when the language changes.
 */
export function useChartLang(): Highcharts.LangOptions & { locale: string } {
  const { t, i18n } = useTranslation('core');
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      contextButtonTitle: t('charts.menu'),
      downloadPNG: t('charts.downloadPng'),
      loading: t('charts.loading'),
      noData: t('charts.noData'),
      resetZoom: t('charts.resetZoom'),
      resetZoomTitle: t('charts.resetZoomTitle'),
      viewFullscreen: t('charts.viewFullscreen'),
      exitFullscreen: t('charts.exitFullscreen'),
    }),
    [t, locale],
  );
}
