const $ = (id) => document.getElementById(id);

function playerName(info) {
  return info.social?.displayName ?? info.social?.firstName ?? (info.fxId ? `player ${info.fxId.userId}` : 'guest');
}

Playport.init()
  .then(async (playport) => {
    $('mode').textContent = playport.mode;
    playport.on('LanguageChanged', ({ language }) => {
      $('language').textContent = language;
      document.documentElement.lang = language;
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
