import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/problem.js';
import { fakeStorage } from '../testing/fake-context.js';
import type { EventRule, InGameEvent } from '@playport/api-contract';
import { HostErrorCode } from '../errors.js';
import { createInGameEvents } from './in-game-events.js';

const RULES: EventRule[] = [
  { Code: 'win', Filter1: 'level', Filter2: null, Filter3: null },
  { Code: 'star', Filter1: '/^(gold|silver)$/', Filter2: null, Filter3: null },
];

function setup(rules: () => Promise<EventRule[]> = async () => RULES) {
  const storage = fakeStorage();
  storage.setItem('AuthToken', 'tok-1');
  const sent: InGameEvent[] = [];
  const api = {
    crossPlay: {
      rules: vi.fn((_game: string) => rules()),
      sendEvent: vi.fn(async (e: InGameEvent) => void sent.push(e)),
      myQuests: vi.fn(async () => [
        { Id: 'q', Code: 'win', Title: 'T', Description: null, Progress: 1, Goal: 2, CompletedAt: null },
      ]),
    },
  };
  const events = createInGameEvents({ context: { storage }, api, game: 'space' });
  return { events, api, sent, storage };
}

describe('in-game events', () => {
  it('sends a matching event with the API field names and lists the matched rules', async () => {
    const { events, sent, api } = setup();
    expect(await events.send({ eventCode: 'win', value: '3', p1: 'level' })).toEqual({
      sent: true,
      matchedRules: [RULES[0]],
    });
    expect(sent).toEqual([{ GameSystemName: 'space', EventCode: 'win', Value: '3', P1: 'level', P2: null, P3: null }]);
    expect(api.crossPlay.rules).toHaveBeenCalledWith('space');
  });

  it('does not send an event no rule matches', async () => {
    const { events, sent } = setup();
    expect(await events.send({ eventCode: 'win', p1: 'boss' })).toEqual({ sent: false, matchedRules: [] });
    expect(await events.send({ eventCode: 'star', p1: 'bronze' })).toEqual({ sent: false, matchedRules: [] });
    expect(await events.send({ eventCode: 'lose' })).toEqual({ sent: false, matchedRules: [] });
    expect(sent).toEqual([]);
  });

  it('caches the rules per account and refetches when the token changes', async () => {
    const { events, api, storage } = setup();
    await events.send({ eventCode: 'win', p1: 'level' });
    await events.send({ eventCode: 'star', p1: 'gold' });
    expect(api.crossPlay.rules).toHaveBeenCalledTimes(1);
    storage.setItem('AuthToken', 'tok-2');
    await events.send({ eventCode: 'win', p1: 'level' });
    expect(api.crossPlay.rules).toHaveBeenCalledTimes(2);
  });

  it('answers the default answer signed out, without a request', async () => {
    const { events, api, storage } = setup();
    storage.removeItem('AuthToken');
    expect(await events.send({ eventCode: 'win', p1: 'level' })).toEqual({ sent: false, matchedRules: [] });
    expect(await events.quests()).toEqual([]);
    expect(api.crossPlay.rules).not.toHaveBeenCalled();
    expect(api.crossPlay.myQuests).not.toHaveBeenCalled();
  });

  it('fails with the coded API error when the rules cannot be read, and retries next time', async () => {
    let fail = true;
    const { events, api } = setup(async () => {
      if (fail)
        throw new ApiError({ type: 'about:blank', title: 'Network Error', status: 0, detail: 'down', instance: '' });
      return RULES;
    });
    await expect(events.send({ eventCode: 'win', p1: 'level' })).rejects.toMatchObject({
      code: HostErrorCode.ApiError,
    });
    fail = false;
    expect((await events.send({ eventCode: 'win', p1: 'level' })).sent).toBe(true);
    expect(api.crossPlay.rules).toHaveBeenCalledTimes(2);
  });

  it('fails with a coded error when the send fails', async () => {
    const { events, api } = setup();
    api.crossPlay.sendEvent.mockRejectedValueOnce(
      new ApiError({ type: 'about:blank', title: 'Boom', status: 500, detail: '', instance: '' }),
    );
    await expect(events.send({ eventCode: 'win', p1: 'level' })).rejects.toMatchObject({
      code: HostErrorCode.ApiError,
    });
  });

  it('treats a non-list answer as no rules, and reads the quests', async () => {
    const { events } = setup(async () => ({ not: 'a list' }) as unknown as EventRule[]);
    expect(await events.send({ eventCode: 'win', p1: 'level' })).toEqual({ sent: false, matchedRules: [] });
    expect((await events.quests())[0]!.Id).toBe('q');
  });
});
