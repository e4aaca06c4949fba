/**
 * The part of steamworks.js (`steamworks.init()` client) the adapter uses. Steam has no browser API:
 * the Electron/NW.js preload exposes the client to the page as `window.steamworks`.
 */
export interface SteamworksClient {
  localplayer: {
    getName(): string;
    getSteamId(): { steamId64: bigint | string; accountId: number };
    getIpCountry(): string;
  };
  auth: { getSessionTicket(): Promise<{ getBytes(): Uint8Array; cancel(): void }> };
  overlay: { activateToWebPage(url: string): void; activateDialog(dialog: number): void };
  achievement: { activate(name: string): boolean };
}
