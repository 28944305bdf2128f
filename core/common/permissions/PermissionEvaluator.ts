import type { PermissionRule, PermissionRules, PermissionTerm } from './permissionRule';

/**
 * One evaluator for browser and server: the browser asks what to show, the server what to
 * allow. An unknown rule name is denied, never allowed.
 */
export class PermissionEvaluator {
  constructor(private readonly rules: PermissionRules) {}

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.rules, name);
  }

  names(): string[] {
    return Object.keys(this.rules);
  }

  rule(name: string): PermissionRule | undefined {
    return this.has(name) ? this.rules[name] : undefined;
  }

  /** `public` is the only rule that needs no permission at all. */
  can(name: string, access: ReadonlySet<string> | readonly string[]): boolean {
    const held = access instanceof Set ? access : new Set(access as readonly string[]);
    return this.evaluate({ rule: name }, held, new Set());
  }

  private evaluate(term: PermissionTerm, held: ReadonlySet<string>, seen: Set<string>): boolean {
    if (typeof term === 'string') return held.has(term);
    if ('rule' in term) {
      if (term.rule === 'public') return true;
      const target = this.rule(term.rule);
      if (!target || seen.has(term.rule)) return false;
      return this.evaluate(target, held, new Set(seen).add(term.rule));
    }
    if ('all' in term) return term.all.length > 0 && term.all.every((t) => this.evaluate(t, held, seen));
    return term.any.some((t) => this.evaluate(t, held, seen));
  }
}
