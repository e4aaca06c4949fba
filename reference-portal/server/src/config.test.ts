import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('CORS defaults', () => {
  it('production allows only the public origin, never the games origin', () => {
    const config = loadConfig({ MODE: 'production', PUBLIC_URL: 'https://portal.example', GAMES_PORT: '9788' });
    expect(config.CORS_ORIGINS).toEqual(['https://portal.example']);
  });

  it('local mode allows the local portal origins but not the games origin, which stays a redirect target', () => {
    const config = loadConfig({ MODE: 'local', PORT: '9787', PUBLIC_URL: 'http://localhost:9787', GAMES_PORT: '9788' });
    expect(config.gamesOrigin).toBe('http://localhost:9788');
    expect(config.CORS_ORIGINS).toEqual([
      'http://localhost:9787',
      'http://localhost:5173',
      'http://localhost:4173',
      'http://127.0.0.1:9787',
    ]);
    expect(config.allowedOrigins).toContain('http://localhost:9788');
  });

  it('an explicit CORS_ORIGINS may list the games origin on purpose', () => {
    const config = loadConfig({ MODE: 'local', GAMES_PORT: '9788', CORS_ORIGINS: 'http://localhost:9788' });
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:9788']);
  });
});

describe('DB_PREPARED_STATEMENTS', () => {
  it('is on unless set off, and any other value is refused, naming the variable', () => {
    expect(loadConfig({}).DB_PREPARED_STATEMENTS).toBe('on');
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'off' }).DB_PREPARED_STATEMENTS).toBe('off');
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'yes' })).toThrow(/DB_PREPARED_STATEMENTS/);
  });
});
