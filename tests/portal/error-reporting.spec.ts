import { expect, test, type Request } from '@playwright/test';
import { PORTAL_ORIGIN, PORTAL_SENTRY_DSN } from '../support/portal-origins.js';

interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown> | null;
}

/** A Sentry envelope: its header, then each item's header and JSON payload (binary payloads as null). */
function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    if (i === body.length || body[i] === 0x0a) {
      lines.push(body.subarray(start, i).toString('utf8'));
      start = i + 1;
    }
  }
  const parse = (line: string | undefined) => {
    try {
      return JSON.parse(line ?? '') as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  const items: EnvelopeItem[] = [];
  for (let i = 1; i < lines.length; i += 2) {
    const itemHeader = parse(lines[i]);
    if (itemHeader && typeof itemHeader.type === 'string')
      items.push({ type: itemHeader.type, payload: parse(lines[i + 1]) });
  }
  return { header: parse(lines[0]) ?? {}, items };
}

const errorValues = (item: EnvelopeItem) =>
  ((item.payload?.exception as { values?: { value?: string }[] } | undefined)?.values ?? []).map((v) => v.value);

test('an error thrown in the page reaches the tunnel as an envelope carrying it', async ({ page }) => {
  const message = `tunnel check ${Date.now()}`;
  const carriesError = (request: Request) => {
    const body = request.postDataBuffer();
    return (
      request.method() === 'POST' &&
      !!body &&
      parseEnvelope(body).items.some((item) => item.type === 'event' && errorValues(item).includes(message))
    );
  };
  // The suite's server has no DSN (so no other page loads the SDK); this page's runtime config gets one.
  await page.route(`${PORTAL_ORIGIN}/config.js`, async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}window.__PLAYPORT_CONFIG__.sentryDsn = ${JSON.stringify(PORTAL_SENTRY_DSN)};\n`;
    await route.fulfill({ response, body });
  });
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  await expect(page.locator('main')).not.toBeEmpty();
  const reported = page.waitForRequest((r) => r.url() === `${PORTAL_ORIGIN}/api/s_tunnel` && carriesError(r));
  await page.evaluate(
    (text) =>
      void setTimeout(() => {
        throw new Error(text);
      }),
    message,
  );
  const request = await reported;
  const envelope = parseEnvelope(request.postDataBuffer()!);
  expect(envelope.header.dsn).toBe(PORTAL_SENTRY_DSN);
  const event = envelope.items.find((item) => item.type === 'event')!;
  expect(event.payload).toMatchObject({ level: 'error', platform: 'javascript' });
  expect((event.payload!.exception as { values: { type: string }[] }).values[0]!.type).toBe('Error');
});
