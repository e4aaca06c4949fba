import type { AnalyticsEvent } from '@playport/api-contract';
import type { AnalyticsEventInput } from './analytics-queue.js';
import { analyticsEventId } from './event-ids.js';
import type { RoutedParams } from './analytics-router.js';

const NUMBERED = /^(I([1-9]|10)|F([1-9]|10)|S([1-9]|1[0-5])|J[1-4])$/;
const MAX_S = 1024;
const MAX_ID = 2 ** 31 - 1;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID;

function eventIdOf(name: string, params: RoutedParams): number | null {
  const named = analyticsEventId(name);
  if (named !== null) return named;
  if (/^[1-9][0-9]{0,9}$/.test(name) && isId(Number(name))) return Number(name);
  return isId(params.EventId) ? params.EventId : null;
}

function fieldOk(key: string, value: unknown): boolean {
  switch (key[0]) {
    case 'I':
      return typeof value === 'number' && Number.isInteger(value);
    case 'F':
      return typeof value === 'number' && Number.isFinite(value);
    case 'S':
      return typeof value === 'string' && value.length <= MAX_S;
    default:
      return value !== undefined;
  }
}

/**
 * Turns a routed event into an analytics event for the batch queue, or null when it has no id.
 * The id: a name of the spec's list gives its id, a name of digits is the id itself, else a
 * positive integer `EventId` field (e.g. set by a section's Mapper). Numbered fields (I1–I10
 * integers, F1–F10 numbers, S1–S15 strings, J1–J4 JSON) pass when their type fits; `value` (else a
 * progression event's `score`) fills F1 and `type` (else `level`) fills S1 when those are free; other
 * fields are left out.
 *
 * @example `toAnalyticsEvent('GameConnected', { I1: 2 }) // { EventId: 781965169, I1: 2 }`
 */
export function toAnalyticsEvent(name: string, params: RoutedParams): AnalyticsEventInput | null {
  const EventId = eventIdOf(name, params);
  if (EventId === null) return null;
  const event: Record<string, unknown> = { EventId };
  for (const [key, value] of Object.entries(params)) {
    if (NUMBERED.test(key) && fieldOk(key, value)) event[key] = value;
  }
  if (event.F1 === undefined && typeof params.value === 'number' && Number.isFinite(params.value))
    event.F1 = params.value;
  if (event.S1 === undefined && typeof params.type === 'string') event.S1 = params.type.slice(0, MAX_S);
  if (event.S1 === undefined && typeof params.level === 'string') event.S1 = params.level.slice(0, MAX_S);
  if (event.F1 === undefined && typeof params.score === 'number' && Number.isFinite(params.score))
    event.F1 = params.score;
  return event as AnalyticsEvent;
}
