const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

const tos = (v: number) => `# Terms of Service (version ${v})

These are the example terms of the Playport demo portal.

1. Play fair.
2. Purchases in the sandbox are not real.${v > 1 ? '\n3. Version 2 adds this clause about cross-play quests.' : ''}`;
const pp = (v: number) => `# Privacy Policy (version ${v})

The demo portal stores your e-mail, your game connections and anonymous analytics.${v > 1 ? '\n\nVersion 2: push tokens are stored too.' : ''}`;

/** TOS and PP of each example game, two versions each, in markdown. */
export function seedDocuments(games: string[]) {
  const documents = games.flatMap((game) => [
    { id: `${game}-tos`, game, documentType: 'TOS', createdAt: day(0) },
    { id: `${game}-pp`, game, documentType: 'PP', createdAt: day(0) },
  ]);
  const versions = documents.flatMap((d) =>
    [1, 2].map((v) => ({
      id: `${d.id}-v${v}`,
      documentId: d.id,
      url: null,
      content: d.documentType === 'TOS' ? tos(v) : pp(v),
      contentType: 'Markdown',
      createdAt: day(v * 30),
    })),
  );
  return { documents, versions };
}

/** News in several languages with different priorities; `null` game means every game. */
export const seedNews = [
  {
    game: null,
    priority: 'Critical',
    link: null,
    tags: ['maintenance'],
    createdAt: day(40),
    messages: [
      { locale: 'en', header: 'Maintenance tonight', message: 'The portal is down for 10 minutes at 03:00 UTC.' },
      { locale: 'ru', header: 'Техработы сегодня ночью', message: 'Портал будет недоступен 10 минут в 03:00 UTC.' },
      {
        locale: 'de',
        header: 'Wartung heute Nacht',
        message: 'Das Portal ist um 03:00 UTC für 10 Minuten nicht erreichbar.',
      },
    ],
  },
  {
    game: 'hello-game',
    priority: 'News',
    link: '/play/hello-game',
    tags: ['release'],
    createdAt: day(41),
    messages: [
      { locale: 'en', header: 'Hello Game 1.1', message: 'New levels and a starter pack.' },
      { locale: 'ru', header: 'Hello Game 1.1', message: 'Новые уровни и набор новичка.' },
      { locale: 'es', header: 'Hello Game 1.1', message: 'Nuevos niveles y un paquete de inicio.' },
    ],
  },
  {
    game: 'hello-game',
    priority: 'Low',
    link: null,
    tags: ['tip'],
    createdAt: day(42),
    messages: [{ locale: 'en', header: 'Tip', message: 'Connect your account to keep progress across platforms.' }],
  },
];

export const seedQuests = [
  { id: 'quest-first-win', title: 'First win', description: 'Win a level in any game', target: 1 },
  { id: 'quest-collector', title: 'Collector', description: 'Collect 10 stars', target: 10 },
];

export const seedRules = [
  { game: 'hello-game', questId: 'quest-first-win', code: 'level_complete', filter1: '', filter2: '', filter3: '' },
  {
    game: 'hello-game',
    questId: 'quest-collector',
    code: 'star',
    filter1: '/^(gold|silver)$/',
    filter2: '',
    filter3: '',
  },
  { game: 'conformance-game', questId: 'quest-first-win', code: 'win', filter1: 'level', filter2: '', filter3: '' },
];
