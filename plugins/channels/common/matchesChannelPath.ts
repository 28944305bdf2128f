/**
 * A page belongs to a channel when the channel's path is a whole-segment prefix of the page's
 * path: /sport matches /sport and /sport/football, not /sports.
 */
export function matchesChannelPath(pagePath: string, channelPath: string): boolean {
  const prefix = channelPath.endsWith('/') ? channelPath.slice(0, -1) : channelPath;
  return pagePath === prefix || pagePath.startsWith(`${prefix}/`);
}
