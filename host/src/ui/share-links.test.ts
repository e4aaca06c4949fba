import { describe, expect, it } from 'vitest';
import { shareLink } from './share-links.js';

describe('share links', () => {
  const url = 'https://portal.test/play/space?ref=a b';
  it.each([
    ['vk', 'https://vk.com/share.php?url=https%3A%2F%2Fportal.test%2Fplay%2Fspace%3Fref%3Da%20b&title=Play'],
    ['ok', 'https://connect.ok.ru/offer?url=https%3A%2F%2Fportal.test%2Fplay%2Fspace%3Fref%3Da%20b&title=Play'],
    ['telegram', 'https://t.me/share/url?url=https%3A%2F%2Fportal.test%2Fplay%2Fspace%3Fref%3Da%20b&text=Play'],
  ] as const)('%s', (target, expected) => expect(shareLink(target, url, 'Play')).toBe(expected));
});
