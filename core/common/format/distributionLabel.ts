/** Label size of a distribution segment by its share (spec §9, CX-11); undefined = full label. */
export type DistributionLabel = 'small' | 'tiny' | 'micro';

/** `share` is a ratio (0.1 = 10 %): micro below 1 %, tiny below 5 %, small below 14 %. */
export function distributionLabel(share: number): DistributionLabel | undefined {
  if (share < 0.01) return 'micro';
  if (share < 0.05) return 'tiny';
  if (share < 0.14) return 'small';
  return undefined;
}
