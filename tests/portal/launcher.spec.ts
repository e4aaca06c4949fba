import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

test('the launcher downloads from the landing page, and the file matches the manifest on the profile', async ({
  page,
}) => {
  await signInPortal(page, 'launcher-dl');
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  const section = page.getByRole('region', { name: 'Desktop launcher' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download launcher' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('hello-game-setup.exe');
  const bytes = await readFile(await download.path());

  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  const main = page.getByTestId('branch-main');
  await main.getByRole('button', { name: 'Show manifest' }).click();
  const manifest = page.getByTestId('manifest-main');
  await expect(manifest.getByTestId('release-version')).toHaveText('1.1.0 (#10)');
  const row = manifest.getByTestId('artifact-hello-game-setup.exe');
  expect(Number(await row.locator('[data-size]').getAttribute('data-size'))).toBe(bytes.length);
  await expect(row.getByTestId('sha256')).toHaveText(createHash('sha256').update(bytes).digest('hex'));
  await expect(row.getByRole('link', { name: 'hello-game-setup.exe' })).toHaveAttribute('href', download.url());
  await expect(
    page.getByRole('region', { name: 'Desktop launcher' }).getByRole('list').last().getByRole('listitem'),
  ).not.toHaveCount(0);
});

test('a launcher key: empty and unknown keys are refused, a valid key unlocks the beta branch and its manifest', async ({
  page,
}) => {
  await signInPortal(page, 'launcher-key');
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  const launcher = page.getByRole('region', { name: 'Desktop launcher' });
  await expect(launcher.getByTestId('branch-main')).toBeVisible();
  await expect(launcher.getByTestId('branch-beta')).toHaveCount(0);
  const key = launcher.getByLabel('Launcher key');
  const activate = launcher.getByRole('button', { name: 'Activate' });

  await activate.click();
  await expect(launcher.getByRole('alert')).toHaveText('Enter a key');
  await key.fill('NOT-A-REAL-KEY');
  await activate.click();
  await expect(launcher.getByRole('alert')).toHaveText('The key is unknown or already used');
  await expect(key).toHaveAttribute('aria-invalid', 'true');

  await key.fill('playport-beta-key');
  await activate.click();
  await expect(launcher.getByRole('status')).toHaveText('Key activated: beta');
  const beta = launcher.getByTestId('branch-beta');
  await beta.getByRole('button', { name: 'Show manifest' }).click();
  await expect(page.getByTestId('manifest-beta').getByTestId('release-version')).toHaveText('1.2.0-beta (#11)');
  await expect(page.getByTestId('manifest-beta').getByTestId('artifact-hello-game-beta-setup.exe')).toBeVisible();
});
