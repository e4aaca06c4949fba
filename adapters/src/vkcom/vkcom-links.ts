/** VK's own site, where a game runs inside vk.com's app page (dev.vk.com/en/mini-apps/settings/general/placement). */
export const VK_HOST = 'vk.com';

/**
 * Where VK opened the game: inside vk.com's app page (the default), or as a Direct Game on VK's direct
 * host, which the frame URL marks with `direct=true` (the spec: "VK reads direct=true; the VK direct
 * host is {host}").
 */
export interface VkPlacement {
  direct: boolean;
  /** The host the game's link points at: `vk.com`, or the direct host. */
  host: string;
}

/**
 * The placement of this launch. `direct=true` with a configured direct host moves the game's links
 * there; without one they stay on vk.com (the spec does not name the host, so a deployment sets it).
 */
export function vkPlacement(launch: URLSearchParams, directHost: string | undefined): VkPlacement {
  const direct = launch.get('direct') === 'true';
  return { direct, host: direct && directHost ? directHost : VK_HOST };
}

/**
 * The game's address on its VK placement: `https://<host>/app<vk_app_id>`, the form VK gives a game or
 * mini app (`https://vk.com/app{id}`, dev.vk.com/en/mini-apps/settings/general/placement; "the link to
 * the current mini app or game ... https://vk.com/app6909581#hash", dev.vk.com/en/bridge/VKWebAppShare).
 * Null without a valid `vk_app_id`.
 */
export function vkGameLink(launch: URLSearchParams, placement: VkPlacement): string | null {
  const appId = launch.get('vk_app_id');
  if (!appId || !/^[1-9][0-9]*$/.test(appId)) return null;
  return `https://${placement.host}/app${appId}`;
}
