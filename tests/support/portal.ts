import { expect, type Frame, type Page } from '@playwright/test';
import { PORTAL_ORIGIN } from './portal-origins.js';

/** A fresh address per test, so tests share the server but not accounts. */
export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest magic link the server at `origin` mailed to `email` (from the local outbox). */
export async function magicLinkFor(email: string, origin = PORTAL_ORIGIN): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const outbox = (await (await fetch(`${origin}/dev/outbox.json`)).json()) as {
      Mails: { To: string; Link: string | null }[];
    };
    const mail = outbox.Mails.find((m) => m.To === email && m.Link);
    if (mail?.Link) return mail.Link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail for ${email}`);
}

/** Asks the server at `origin` for a magic link as the portal's sign-in dialog does (the local Turnstile token). */
export async function requestMagicLink(
  email: string,
  redirectUri = `${PORTAL_ORIGIN}/`,
  origin = PORTAL_ORIGIN,
): Promise<string> {
  const res = await fetch(`${origin}/api/v1/invite/email_invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      CaptchaResult: 'XXXX.DUMMY.TOKEN.XXXX',
      Email: email,
      GameSystemName: 'hello-game',
      RedirectUri: redirectUri,
    }),
  });
  expect(res.ok).toBe(true);
  return magicLinkFor(email, origin);
}

/** Signs a fresh account in through the magic link in `page`; returns its session token. */
export async function signInPortal(page: Page, tag: string): Promise<string> {
  await page.goto(await requestMagicLink(newEmail(tag)));
  // The landing spends the link only when the player presses Continue.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/`);
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  expect(token).toBeTruthy();
  return token!;
}

/** Calls the portal API as `token`. */
export async function apiPost<T>(
  token: string | null,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${PORTAL_ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** The first frame whose URL starts with `prefix`, once it exists. */
export async function frameAt(page: Page, prefix: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(prefix)), { timeout: 15_000 }).toBe(true);
  return page.frames().find((f) => f.url().startsWith(prefix))!;
}

/** The frame of the game whose URL contains `game`, once it exists. */
export async function gameFrameOf(page: Page, game: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().includes(`/${game}/`)), { timeout: 15_000 }).toBe(true);
  return page.frames().find((f) => f.url().includes(`/${game}/`))!;
}

/** Opens the conformance game in the portal with a run of GetInfo only, so the test drives the rest. */
export async function openDrivenConformanceGame(page: Page): Promise<Frame> {
  await page.route('**/conformance-game/samples.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "window.CONFORMANCE_SAMPLES = [['GetInfo', undefined]];" }),
  );
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game?lng=en`);
  const game = await gameFrameOf(page, 'conformance-game');
  await game.waitForFunction(() => window.__playport !== undefined);
  return game;
}

/**
 * Accepts, one by one, the documents the accept-documents modal shows a signed-in player who has not
 * accepted their latest versions; returns their titles in the order shown. It follows the modal's
 * "Document i of n" counter, which the modal shows only for two documents or more.
 */
export async function acceptDocuments(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Accept' }) });
  const progress = dialog.getByText(/^Document \d+ of \d+$/);
  await expect(progress).toBeVisible();
  const total = Number(/of (\d+)$/.exec((await progress.textContent()) ?? '')?.[1]);
  const titles: string[] = [];
  for (let i = 1; i <= total; i++) {
    await expect(progress).toHaveText(`Document ${i} of ${total}`);
    titles.push((await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '');
    await dialog.getByRole('button', { name: 'Accept' }).click();
  }
  await expect(dialog).toHaveCount(0);
  return titles;
}

/** Runs `work` while Escape is pressed every 300 ms, closing the dialogs that wait for the player. */
export async function whileClosingDialogs<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const closer = setInterval(() => void page.keyboard.press('Escape').catch(() => {}), 300);
  try {
    return await work();
  } finally {
    clearInterval(closer);
  }
}

/**
 * Waits for the conformance game's start-up run, which calls every method. The calls that wait for
 * the player (sign-in, the push prompt, share and invite dialogs) are answered by closing their
 * dialogs as they come; the run's dialogs are all closed when this returns.
 */
export async function finishConformanceRun(page: Page, game: Frame): Promise<void> {
  await game.waitForFunction(() => window.__conformance !== undefined);
  await whileClosingDialogs(page, () => game.evaluate(() => window.__conformance.done));
  for (let quiet = 0; quiet < 3;) {
    if ((await page.getByRole('dialog').count()) > 0) {
      quiet = 0;
      await page.keyboard.press('Escape');
    } else quiet++;
    await page.waitForTimeout(200);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The conformance game's play page on the server at `origin`, once the game's start-up run is over and its dialogs are closed. */
export async function openConformanceGame(page: Page, origin = PORTAL_ORIGIN): Promise<Frame> {
  await page.goto(`${origin}/play/conformance-game?lng=en`);
  const game = await gameFrameOf(page, 'conformance-game');
  await finishConformanceRun(page, game);
  return game;
}

/**
 * Dismisses the portal's dialogs as they open (their close cross or Escape, as a player would), in every frame of the
 * page's origin (the portal's by default; platform pages run inside the platform's frame), except those whose title is in
 * `keep`. A dialog the game's call waits for settles that call; the next call starts only after it.
 * Returns a reader of the dialogs' titles in the order they opened.
 */
export async function dismissDialogsAsTheyOpen(
  page: Page,
  keep: readonly string[] = [],
  origin = PORTAL_ORIGIN,
): Promise<() => Promise<string[]>> {
  await page.addInitScript(
    ({ origin, keep }) => {
      if (location.origin !== origin) return;
      const opened: string[] = [];
      (window as unknown as { __openedDialogs: string[] }).__openedDialogs = opened;
      // By element and title: the host's one modal slot shows one dialog after another in the same element.
      const seen = new WeakMap<Element, string>();
      const check = () => {
        for (const dialog of document.querySelectorAll('[role="dialog"]')) {
          const labelledBy = dialog.getAttribute('aria-labelledby');
          const title = (
            (labelledBy && document.getElementById(labelledBy)?.textContent) ||
            dialog.getAttribute('aria-label') ||
            ''
          ).trim();
          if (seen.get(dialog) === title) continue;
          seen.set(dialog, title);
          opened.push(title);
          if (keep.includes(title)) continue;
          // Its own close cross, else Escape, after the next frame as a player would. Escape goes to the
          // newest dialog, so a dialog under another one is closed by its cross.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const cross = dialog.querySelector<HTMLElement>('.dialog-header button');
              if (cross) cross.click();
              else
                document.dispatchEvent(
                  new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
                );
            }, 0),
          );
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    },
    { origin, keep: [...keep] },
  );
  return async () => {
    const titles: string[] = [];
    for (const frame of page.frames()) {
      if (!frame.url().startsWith(origin)) continue;
      titles.push(
        ...(await frame.evaluate(() => (window as unknown as { __openedDialogs?: string[] }).__openedDialogs ?? [])),
      );
    }
    return titles;
  };
}
