import { pushDataLayerEvent, type DataLayerEventName, type DataLayerValue } from '@playport/host/adapter-kit';

/** Pushes one of the spec's `site_*` (or `login`) data-layer events on this page; a failure is only logged. */
export function siteEvent(name: DataLayerEventName, data?: Record<string, DataLayerValue>): void {
  pushDataLayerEvent({ window, log: (level, ...args) => console[level]('[Playport]', ...args) }, name, data);
}
