import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces one `## ` section of a Markdown file (up to the next `## ` heading or the closing
 * "Total bench time" line) with `body`, leaving the other sections as they are; a missing
 * section is added before the heading `before` (or at the end).
 */
export function writeSection(file: string, heading: string, body: string, before?: string) {
  const doc = readFileSync(file, 'utf8');
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = doc.indexOf(`\n${heading}\n`) + 1;
  if (start > 0) {
    const rest = doc.slice(start + heading.length);
    const next = rest.search(/\n(## |Total bench time)/);
    writeFileSync(file, `${doc.slice(0, start)}${section}${next < 0 ? '' : rest.slice(next)}`);
    return;
  }
  const at = before ? doc.indexOf(`\n${before}\n`) + 1 : 0;
  writeFileSync(file, at > 0 ? `${doc.slice(0, at)}${section}\n${doc.slice(at)}` : `${doc.trimEnd()}\n\n${section}`);
}
