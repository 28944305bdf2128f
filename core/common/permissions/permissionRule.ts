import { PRODUCT_MODULE, type Product } from '../products';

/**
 * A permission rule is data, so the shell, the server guard and `doctor` can all read it
 * without running plugin code. A term is a permission string, a nested rule, or a
 * reference to another named rule.
 */
export type PermissionTerm = string | PermissionRule | RuleRef;
export type PermissionRule = { all: PermissionTerm[] } | { any: PermissionTerm[] };
export interface RuleRef {
  rule: string;
}
export type PermissionRules = Record<string, PermissionRule>;

/** Every term must hold (the spec's default "AND"). */
export const all = (...terms: PermissionTerm[]): PermissionRule => ({ all: terms });
/** At least one term must hold (the spec's explicit "OR"). */
export const any = (...terms: PermissionTerm[]): PermissionRule => ({ any: terms });
/** Refers to another named rule, e.g. `rule('viewModuleAdmin')`. */
export const rule = (name: string): RuleRef => ({ rule: name });
/** The use-product permission of a product, e.g. `productModule('dmp')` → MODULE_DMP.VIEW. */
export const productModule = (product: Product | 'dashboard'): string => PRODUCT_MODULE[product];
/** VIEW, CREATE, EDIT and DELETE of one permission prefix, as the spec's "CRUD" rules list them. */
export const crud = (prefix: string): string[] =>
  ['VIEW', 'CREATE', 'EDIT', 'DELETE'].map((action) => `${prefix}.${action}`);

/** Permission strings a rule names directly or through nested rules (not through refs). */
export function permissionsOf(r: PermissionRule): string[] {
  const terms = 'all' in r ? r.all : r.any;
  return terms.flatMap((t) => (typeof t === 'string' ? [t] : 'rule' in t ? [] : permissionsOf(t)));
}

/** Names of the rules a rule refers to. */
export function refsOf(r: PermissionRule): string[] {
  const terms = 'all' in r ? r.all : r.any;
  return terms.flatMap((t) => (typeof t === 'string' ? [] : 'rule' in t ? [t.rule] : refsOf(t)));
}
