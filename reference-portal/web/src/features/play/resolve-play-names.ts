/** The spec's order: game from the fixed setting, the path, then `?game`; adapter from the forced setting, the path, `?adapter`, then fxid. */
export function resolvePlayNames(
  config: { fixedGame: string | null; forcedAdapter: string | null },
  params: { game?: string | undefined; adapter?: string | undefined },
  query: URLSearchParams,
): { game: string | null; adapter: string } {
  return {
    game: config.fixedGame ?? params.game ?? query.get('game') ?? null,
    adapter: config.forcedAdapter ?? params.adapter ?? query.get('adapter') ?? 'fxid',
  };
}
