import { splitRules } from './splitRules';

/** A selector that only ever matches inside Blueprint's dark theme: `.bp6-dark` outside any `:not(…)`/`:is(…)`. */
const DARK_CLASS = /\.bp6-dark(?![\w-])/;

export interface SplitRules {
  /** Every rule and selector that can match without a `.bp6-dark` ancestor, in their order. */
  light: string;
  /** The selectors that need `.bp6-dark`, in their order, inside the same @media/@supports blocks. */
  dark: string;
}

/**
 * Splits a style sheet into its light rules and its dark-theme rules, so the dark ones can be
 * loaded only when dark mode or Big Board's dark mode is on. `.bp6-dark` inside parentheses
 * (`:not(.bp6-dark)`) keeps a selector light.
 */
export function splitDarkRules(css: string): SplitRules {
  const { kept, moved } = splitRules(css, (selector) => DARK_CLASS.test(selector));
  return { light: kept, dark: moved };
}
