// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { GameCard, platformBadges, type GameCardData } from './game-card';

afterEach(cleanup);

const hello: GameCardData = {
  GameSystemName: 'hello-game',
  Name: 'Hello Game',
  Description: 'Say hello.',
  IconUrl: 'https://portal.test/media/games/hello-game/icon.svg',
  ImageUrl: 'https://portal.test/media/games/hello-game/cover.svg',
  Platforms: ['FacebookGames', 'FxId', 'Web'],
  HasLauncher: true,
};

describe('the platform badges', () => {
  it('name the browser, each platform but the portal itself, and Windows for a launcher, once each', () => {
    expect(platformBadges(hello, 'Browser')).toEqual(['Facebook', 'Browser', 'Windows']);
    expect(
      platformBadges({ Platforms: ['FxId', 'Windows', 'Steam', 'Unknown'], HasLauncher: true }, 'Browser'),
    ).toEqual(['Windows', 'Steam']);
    expect(platformBadges({ Platforms: ['FxId'], HasLauncher: false }, 'Browser')).toEqual([]);
  });
});

describe('a game card', () => {
  it('shows the cover, the icon, the title, the short description, the badges, Play and Store', async () => {
    const { container } = renderWithI18n(
      <MemoryRouter>
        <ul>
          <GameCard game={hello} />
        </ul>
      </MemoryRouter>,
    );
    const card = container.querySelector('li.game-card')!;
    expect([...card.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      hello.ImageUrl,
      hello.IconUrl,
    ]);
    expect(within(card as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Hello Game');
    expect(card.querySelector('.game-card-description')!.textContent).toBe('Say hello.');
    expect(
      within(screen.getByRole('list', { name: 'Platforms' }))
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Facebook', 'Browser', 'Windows']);
    const play = screen.getByRole('link', { name: 'Play Hello Game' });
    expect([play.getAttribute('href'), play.textContent]).toEqual(['/play/hello-game', 'Play']);
    expect(screen.getByRole('link', { name: 'Store of Hello Game' }).getAttribute('href')).toBe('/Store/hello-game');
  });

  it('without a cover shows the first letter on the fallback, and no description paragraph without one', async () => {
    const { container } = renderWithI18n(
      <MemoryRouter>
        <ul>
          <GameCard game={{ ...hello, ImageUrl: null, IconUrl: null, Description: null }} />
        </ul>
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('.cover-fallback')!.textContent).toBe('H');
    expect(container.querySelector('.game-card-description')).toBeNull();
  });
});
