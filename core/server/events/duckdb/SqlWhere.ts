/**
 * A WHERE clause built from conditions joined by AND, with positional parameters ($1, $2 …)
 * numbered in the order they are added. Lists are expanded into one parameter per value, so
 * the same SQL runs in DuckDB (whose list parameters need explicit types) and elsewhere.
 */
export class SqlWhere {
  private readonly conditions: string[] = [];

  /** Pass another clause's `params` to number on from it: two clauses of one statement share one list. */
  constructor(readonly params: unknown[] = []) {}

  /** Adds a value and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `(p1, p2, …)` for `IN`; an empty list yields `(NULL)`, which matches nothing. */
  list(values: readonly unknown[]): string {
    return values.length ? `(${values.map((v) => this.param(v)).join(', ')})` : '(NULL)';
  }

  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** `WHERE a AND b`, or '' without conditions. */
  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.map((c) => `(${c})`).join(' AND ')}` : '';
  }
}
