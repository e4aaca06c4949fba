import type { Config } from '../config';
import { localDownloadArtifact } from '../local/launcher-downloads';

const sha = (n: number) => n.toString(16).padStart(40, 'a');

/**
 * Web builds for the player and Windows builds (main and the key-locked beta) for the launcher. The
 * Windows artifacts are the installer and the game file local mode serves at `/downloads/`, with
 * their real sizes and SHA-256 hashes.
 */
export function seedBuilds(config: Config) {
  const dl = (file: string) => `${config.PUBLIC_URL}/downloads/${file}`;
  const base = { description: '', changeSet: '', metadata: {}, artifacts: [] as Record<string, unknown>[] };
  return [
    {
      ...base,
      id: 'hello-web-1',
      game: 'hello-game',
      branch: 'main',
      buildType: 'Web',
      buildNumber: 1,
      version: '1.0.0',
      sha: sha(1),
      installUrl: `${config.gamesOrigin}/hello-game/`,
    },
    {
      ...base,
      id: 'hello-web-2',
      game: 'hello-game',
      branch: 'main',
      buildType: 'Web',
      buildNumber: 2,
      version: '1.1.0',
      sha: sha(2),
      installUrl: `${config.gamesOrigin}/hello-game/`,
      description: 'New levels',
    },
    {
      ...base,
      id: 'hello-win-1',
      game: 'hello-game',
      branch: 'main',
      buildType: 'Windows',
      buildNumber: 10,
      version: '1.1.0',
      sha: sha(10),
      installUrl: dl('hello-game-setup.exe'),
      description: 'Stable',
      artifacts: [
        localDownloadArtifact('hello-game-setup.exe', dl('hello-game-setup.exe')),
        localDownloadArtifact('hello-game.exe', dl('hello-game.exe')),
      ],
    },
    {
      ...base,
      id: 'hello-win-beta-1',
      game: 'hello-game',
      branch: 'beta',
      isPublic: false,
      buildType: 'Windows',
      buildNumber: 11,
      version: '1.2.0-beta',
      sha: sha(11),
      installUrl: dl('hello-game-beta-setup.exe'),
      description: 'Beta',
      artifacts: [
        localDownloadArtifact('hello-game-beta-setup.exe', dl('hello-game-beta-setup.exe')),
        localDownloadArtifact('hello-game-beta.exe', dl('hello-game-beta.exe')),
      ],
    },
  ];
}
