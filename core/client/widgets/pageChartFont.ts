/**
 * Font size in px of a chart on a page rather than a card (the insights pages): the cards'
 * 10 + 2 × rows (CX-09) would make a page's tall chart shout, Highcharts' own 0.8em whisper.
 */
export const PAGE_CHART_FONT_SIZE = 13;
