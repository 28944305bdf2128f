import { PermissionEvaluator } from '../../../core/common/permissions/PermissionEvaluator';
import { all, any, rule } from '../../../core/common/permissions/permissionRule';

describe('PermissionEvaluator', () => {
  const evaluator = new PermissionEvaluator({
    a: all('X', 'Y'),
    b: any('X', 'Z'),
    c: all(rule('a'), 'W'),
    loop: all(rule('loop')),
  });

  it('PM-01: combinations are AND unless noted', () => {
    expect(evaluator.can('a', ['X', 'Y'])).toBe(true);
    expect(evaluator.can('a', ['X'])).toBe(false);
  });
  it('PM-24: OR rules pass with any one term', () => {
    expect(evaluator.can('b', ['Z'])).toBe(true);
    expect(evaluator.can('b', [])).toBe(false);
  });
  it('named rules can build on each other', () => {
    expect(evaluator.can('c', ['X', 'Y', 'W'])).toBe(true);
    expect(evaluator.can('c', ['X', 'W'])).toBe(false);
  });
  it('denies unknown rules and cycles', () => {
    expect(evaluator.can('nope', ['X', 'Y', 'Z', 'W'])).toBe(false);
    expect(evaluator.can('loop', ['X'])).toBe(false);
  });
  it('public needs nothing', () => {
    expect(evaluator.can('public', [])).toBe(true);
  });
});
