import { LANGUAGES, createDefaultUi, createHost } from '/host/playport-host.js';

const OWN_PARAMS = new Set(['game', 'second', 'lang', 'adapter']);
const $ = (id) => document.getElementById(id);

const query = new URLSearchParams(location.search);
const config = await fetch('/config.json').then((r) => r.json());
const log = [];

function note(text) {
  const entry = `${new Date().toISOString().slice(11, 23)} ${text}`;
  log.push(text);
  const li = document.createElement('li');
  li.textContent = entry;
  $('log').prepend(li);
}

function gameNav(current) {
  for (const name of config.games) {
    const a = document.createElement('a');
    a.href = `?game=${encodeURIComponent(name)}`;
    a.textContent = name;
    if (name === current) a.setAttribute('aria-current', 'page');
    $('games').append(a);
  }
}

// Everything but the page's own params goes to the first game, e.g. the conformance game's `raw`.
function gameSrc(name, forward) {
  const url = new URL(`/${name}/`, config.gameOrigin);
  if (forward) for (const [k, v] of query) if (!OWN_PARAMS.has(k)) url.searchParams.append(k, v);
  return url.href;
}

function mount(host, name, index) {
  const slot = document.createElement('div');
  slot.className = 'slot';
  slot.id = `slot-${index + 1}`;
  $('slots').append(slot);
  const mounted = host.mountGame({ container: slot, src: gameSrc(name, index === 0), game: name, title: name });
  note(`mount ${name} in slot ${index + 1}`);
  mounted.adapter.then(
    (adapter) => note(`adapter ${adapter.name} ready for ${name}`),
    (err) => note(`adapter failed for ${name}: ${err.code}: ${err.message}`),
  );
  mounted.connection.connected.then(() => note(`${name} connected`));
  return { name, slot, mounted };
}

const first = query.get('game') ?? 'hello-game';
const names = [first, query.get('second')].filter(Boolean);
gameNav(first);

const unknown = names.filter((name) => !config.games.includes(name));
if (unknown.length) throw new Error(`Unknown example game: ${unknown.join(', ')}`);

// `?adapter=<name>` runs the game under a platform adapter in local mode: each platform script is
// replaced by its simulator, so the page works without the platforms (or the internet).
async function localAdapterLoaders(name) {
  if (!name) return undefined;
  const { createAdapterLoaders } = await import('/adapters/index.js');
  const scriptUrl = `/simulators/${name}.js`;
  if (name === 'steam') {
    // A desktop shell's preload defines steamworks before the page runs.
    await new Promise((resolve, reject) => {
      const script = Object.assign(document.createElement('script'), {
        src: scriptUrl,
        onload: resolve,
        onerror: reject,
      });
      document.head.append(script);
    });
  }
  return createAdapterLoaders({ [name]: name === 'fbgames' ? { scriptUrl, appId: 'fb-local' } : { scriptUrl } });
}

const loaders = await localAdapterLoaders(query.get('adapter'));
// This page has no portal API, so there is no game config to fetch (`gameConfig: null`): what an
// adapter would read from it (the Facebook app id above) is passed as that adapter's options.
const host = createHost({
  ui: createDefaultUi(),
  game: first,
  language: query.get('lang') ?? undefined,
  loaders,
  gameConfig: null,
});
const select = $('language');
for (const lang of LANGUAGES) select.append(new Option(lang, lang, false, lang === host.language));
select.addEventListener('change', () => host.setLanguage(select.value));
host.onLanguageChange((language) => {
  select.value = language;
  note(`language ${language}`);
});

const games = names.map((name, i) => mount(host, name, i));
window.__partner = {
  host,
  games,
  log,
  ready: Promise.all(games.map((g) => g.mounted.connection.connected)),
};
