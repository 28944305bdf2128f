import { groupBy } from '../../../core/common/collections';

describe('groupBy', () => {
  it('groups items by key in their order, mapping each to its value; 100,000 items of one key stay linear', () => {
    const rows = [
      { org: 1, title: 'a' },
      { org: 2, title: 'b' },
      { org: 1, title: 'c' },
    ];
    expect(groupBy(rows, (r) => r.org, (r) => r.title)).toEqual(
      new Map([
        [1, ['a', 'c']],
        [2, ['b']],
      ]),
    );
    expect(groupBy([3, 4, 5], (n) => n % 2)).toEqual(
      new Map([
        [1, [3, 5]],
        [0, [4]],
      ]),
    );
    const many = Array.from({ length: 100_000 }, (_, i) => ({ org: 7, id: i }));
    expect(groupBy(many, (r) => r.org).get(7)).toHaveLength(100_000);
  });
});
