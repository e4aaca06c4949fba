// What the example pages expose to the suites (see examples/*/main.js and raw.js).
import type { PlayportClient } from '../../sdk/src/client/types.js';
import type { MountedGame, PlayportHost } from '../../host/src/host-types.js';
import type { AdapterSupports } from '../../host/src/adapter/adapter.js';

export interface PlainError {
  code: string;
  message: string;
  field?: string;
}

export interface ConformanceRow {
  method: string;
  via: 'method' | 'call';
  status: 'ok' | 'error';
  result?: unknown;
  error?: PlainError;
}

export interface PenpalMessage {
  namespace?: string;
  channel?: string;
  type?: string;
  id?: string;
  callId?: string;
  methodPath?: unknown;
  args?: unknown;
  value?: unknown;
  isError?: boolean;
  isSerializedErrorInstance?: boolean;
}

export interface RawPeer {
  nonce: string;
  hostOrigin: string;
  windowMessages: { origin: string; data: unknown; ports: number }[];
  received: unknown[];
  events: { name: unknown; payload: unknown; path: unknown }[];
  holdEvents: boolean;
  port?: MessagePort;
  ready: Promise<void>;
  sendInit(overrides?: Record<string, unknown>, targetOrigin?: string): void;
  post(message: unknown): void;
  call(methodPath: unknown, args: unknown, extra?: Record<string, unknown>): Promise<PenpalMessage>;
}

declare global {
  interface Window {
    __partner: {
      host: PlayportHost;
      games: { name: string; slot: HTMLElement; mounted: MountedGame }[];
      log: string[];
      ready: Promise<unknown>;
    };
    __conformance: {
      done: Promise<ConformanceRow[]>;
      results: ConformanceRow[];
      events: { name: string; payload: unknown }[];
      initError?: PlainError;
    };
    __playport: PlayportClient;
    /** The portal in local mode: the running adapter's name and declared capabilities. */
    playportAdapter: { name: string; supports: AdapterSupports };
    __raw: RawPeer;
    /** Installed by tests/support/partner-page.ts in the partner page. */
    __probe: { channels: number; initsSeen: { origin: string; nonce: unknown; loadId: unknown }[] };
    /** Set by the hostile fixture pages (tests/fixtures/hostile/). */
    __received: { origin: string; data: unknown; ports: number }[];
    __frameLoaded: Promise<boolean>;
    sendInit(): void;
  }
}
