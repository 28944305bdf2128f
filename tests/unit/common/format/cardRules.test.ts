import { distributionLabel } from '../../../../core/common/format/distributionLabel';
import { growthPercent } from '../../../../core/common/format/growthPercent';
import { wholePercent } from '../../../../core/common/format/wholePercent';

describe('card rules', () => {
  it('CO-10: growth is a dash (undefined) for 0 → 0 and 100 % from a base of 0', () => {
    expect(growthPercent(0, 0)).toBeUndefined();
    expect(growthPercent(0, 5)).toBe(100);
  });

  it('OP-69: otherwise (new − base) ÷ base × 100 with 2 decimals', () => {
    expect(growthPercent(3, 4)).toBe(33.33);
    expect(growthPercent(200, 150)).toBe(-25);
  });

  it('CX-11: segments are small below 14 %, tiny below 5 %, micro below 1 %', () => {
    expect(distributionLabel(0.1)).toBe('small');
    expect(distributionLabel(0.03)).toBe('tiny');
    expect(distributionLabel(0.005)).toBe('micro');
    expect(distributionLabel(0.14)).toBeUndefined();
  });

  it('CD-03: whole percent without decimals', () => {
    expect(wholePercent(1 / 3)).toBe('33%');
    expect(wholePercent(0.666, 'de')).toMatch(/^67\s%$/);
  });
});
