/** Block at-rules whose body holds rules (split inside); any other at-rule (@keyframes, @font-face) is kept whole. */
const GROUPING_AT_RULE = /^@(media|supports|layer|container)\b/i;

export interface SplitSheet {
  /** Every rule and selector that stays, in their order. */
  kept: string;
  /** The selectors `moves` picked, in their order, inside the same @media/@supports blocks. */
  moved: string;
}

/**
 * Splits a style sheet (as a minifier writes it: no comments needed, strings and parentheses
 * respected) selector by selector: a selector moves when `moves` says so of its text outside
 * parentheses (so `:not(.x)` never moves a selector for `.x`). Used at build time to take
 * rules out of the initial CSS that are only needed later (splitDarkRules, splitDeferredRules).
 */
export function splitRules(css: string, moves: (selectorOutsideParentheses: string) => boolean): SplitSheet {
  let kept = '';
  let moved = '';
  for (const block of blocks(css)) {
    if (block.prelude.startsWith('@')) {
      if (block.body !== undefined && GROUPING_AT_RULE.test(block.prelude)) {
        const inner = splitRules(block.body, moves);
        if (inner.kept.trim()) kept += `${block.prelude}{${inner.kept}}`;
        if (inner.moved.trim()) moved += `${block.prelude}{${inner.moved}}`;
      } else {
        kept += block.text;
      }
      continue;
    }
    const selectors = splitTopLevel(block.prelude, ',');
    const movedOnes = selectors.filter((s) => moves(outsideParentheses(s)));
    const keptOnes = selectors.filter((s) => !movedOnes.includes(s));
    if (keptOnes.length) kept += `${keptOnes.join(',')}{${block.body}}`;
    if (movedOnes.length) moved += `${movedOnes.join(',')}{${block.body}}`;
  }
  return { kept, moved };
}

interface Block {
  /** The selector list or at-rule prelude, trimmed. */
  prelude: string;
  /** Between the braces; undefined for a statement at-rule (`@import …;`). */
  body?: string;
  /** The block as written. */
  text: string;
}

/** The top-level rules and at-rules of a style sheet or block body. */
function* blocks(css: string): Generator<Block> {
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === '/' && css[i + 1] === '*') i = commentEnd(css, i);
    else if (c === ';' && css.slice(start, i).trim().startsWith('@')) {
      yield { prelude: css.slice(start, i).trim(), text: css.slice(start, i + 1) };
      start = ++i;
    } else if (c === '{') {
      const end = matchingBrace(css, i);
      yield { prelude: stripComments(css.slice(start, i)).trim(), body: css.slice(i + 1, end), text: css.slice(start, end + 1) };
      start = i = end + 1;
    } else i++;
  }
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced "{" at ${open} in a style sheet.`);
}

/** The index just after the string starting at `i`. */
function skipString(css: string, i: number): number {
  const quote = css[i];
  for (let j = i + 1; j < css.length; j++) {
    if (css[j] === '\\') j++;
    else if (css[j] === quote) return j + 1;
  }
  return css.length;
}

/** The index just after the comment starting at `i`. */
function commentEnd(css: string, i: number): number {
  const end = css.indexOf('*/', i + 2);
  return end < 0 ? css.length : end + 2;
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');

/** Splits at `separator` outside parentheses, brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = skipString(text, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The selector with everything inside parentheses dropped. */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let out = '';
  for (const c of selector) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) out += c;
  }
  return out;
}
