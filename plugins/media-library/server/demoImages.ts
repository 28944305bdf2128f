import sharp from 'sharp';
import type { DemoSeedContext } from '../../../core/server/plugin';

/** The demo library: small drawn pictures with the words they are found by (the demo taxonomy's topics). */
const DEMO_IMAGES: { tags: string; svg: string }[] = [
  { tags: 'sports, football, ball', svg: '<rect width="240" height="160" fill="#2e7d32"/><circle cx="120" cy="80" r="40" fill="#fff"/><circle cx="120" cy="80" r="14" fill="#222"/>' },
  { tags: 'news, politics, paper', svg: '<rect width="240" height="160" fill="#eceff1"/><rect x="40" y="30" width="160" height="100" fill="#fff" stroke="#37474f" stroke-width="4"/><rect x="55" y="45" width="130" height="14" fill="#37474f"/><rect x="55" y="70" width="60" height="45" fill="#90a4ae"/><rect x="125" y="70" width="60" height="8" fill="#90a4ae"/><rect x="125" y="88" width="60" height="8" fill="#90a4ae"/>' },
  { tags: 'travel, beach, sun, holiday', svg: '<rect width="240" height="160" fill="#4fc3f7"/><rect y="110" width="240" height="50" fill="#ffe082"/><circle cx="190" cy="40" r="22" fill="#ffca28"/>' },
  { tags: 'nature, forest, tree', svg: '<rect width="240" height="160" fill="#c8e6c9"/><polygon points="70,130 100,40 130,130" fill="#1b5e20"/><polygon points="130,130 165,30 200,130" fill="#2e7d32"/>' },
  { tags: 'technology, computer, digital', svg: '<rect width="240" height="160" fill="#263238"/><rect x="60" y="35" width="120" height="75" rx="6" fill="#4dd0e1"/><rect x="45" y="115" width="150" height="10" fill="#90a4ae"/>' },
  { tags: 'food, cooking, fruit', svg: '<rect width="240" height="160" fill="#fff3e0"/><circle cx="95" cy="85" r="35" fill="#e53935"/><circle cx="150" cy="90" r="30" fill="#fb8c00"/><rect x="92" y="40" width="6" height="16" fill="#5d4037"/>' },
  { tags: 'music, concert, culture', svg: '<rect width="240" height="160" fill="#4a148c"/><circle cx="100" cy="115" r="18" fill="#fff"/><rect x="112" y="40" width="6" height="75" fill="#fff"/><rect x="112" y="40" width="40" height="10" fill="#fff"/>' },
  { tags: 'cars, mobility, traffic', svg: '<rect width="240" height="160" fill="#b0bec5"/><rect x="50" y="75" width="140" height="35" rx="8" fill="#c62828"/><rect x="80" y="55" width="70" height="25" rx="6" fill="#c62828"/><circle cx="85" cy="112" r="12" fill="#212121"/><circle cx="160" cy="112" r="12" fill="#212121"/>' },
];

/** A two-frame animation for the animated library. */
const DEMO_ANIMATION = { tags: 'animated, signal, blink', frames: ['#ef5350', '#66bb6a'] };

const png = (svg: string) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160">${svg}</svg>`)).png().toBuffer();

/**
 * Draws the demo's library images (no binary files in the repository) and takes them in like any
 * upload: shared with every organisation, created by the demo admin.
 */
export async function seedDemoImages({ media, adminId }: DemoSeedContext): Promise<void> {
  const origin = { source: 'demo', organisationId: null, createdBy: adminId } as const;
  for (const image of DEMO_IMAGES) await media.add(await png(image.svg), { ...origin, tags: image.tags });
  const frames = await Promise.all(DEMO_ANIMATION.frames.map((fill) => png(`<rect width="240" height="160" fill="#fafafa"/><circle cx="120" cy="80" r="40" fill="${fill}"/>`)));
  const gif = await sharp(frames, { join: { animated: true } })
    .gif({ delay: [500, 500], loop: 0 })
    .toBuffer();
  await media.add(gif, { ...origin, tags: DEMO_ANIMATION.tags });
}
