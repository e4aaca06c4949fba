const $ = (id) => document.getElementById(id);

/** The player's name on the platform; an account without one is "player", a visitor "guest". */
function playerName(info) {
  return info.social?.displayName || info.social?.firstName || (info.fxId ? 'player' : 'guest');
}

Playport.init()
  .then(async (playport) => {
    $('mode').textContent = playport.mode;
    playport.on('LanguageChanged', ({ language }) => {
      $('language').textContent = language;
      document.documentElement.lang = language;
    });

    playport.on('UserInfoChanged', (info) => {
      $('player').textContent = playerName(info);
    });
    const info = await playport.getInfo();
    $('player').textContent = playerName(info);

    await playport.loadingReady();
    const play = $('play');
    play.textContent = 'Start';
    play.disabled = false;
    play.addEventListener('click', async () => {
      play.disabled = true;
      await playport.gameStarted();
      $('status').textContent = 'Playing!';
    });

    const notify = $('notify');
    notify.hidden = false;
    notify.addEventListener('click', async () => {
      const { registered } = await playport.pushRegister();
      $('status').textContent = registered ? 'Notifications are on.' : 'Notifications are off.';
    });
  })
  .catch((err) => {
    $('status').textContent = `Playport: ${err.code}: ${err.message}`;
  });
