const $ = (id) => document.getElementById(id);
// Every answer the game got, newest last (tests read it as window.gameLog).
const gameLog = (window.gameLog = []);

function show(what, answer) {
  gameLog.push({ what, ...answer });
  const li = document.createElement('li');
  li.textContent = `${what}: ${JSON.stringify(answer)}`;
  $('log').append(li);
}

Playport.init()
  .then(async (playport) => {
    const info = await playport.getInfo();
    const player = info.social?.displayName ?? (info.fxId ? `player ${info.fxId.userId}` : 'guest');
    show('GetInfo', { ok: true, result: { game: info.game, player } });
    $('player').textContent = `Hello, ${player}!`;
    await playport.loadingReady();

    $('ad').disabled = false;
    $('ad').addEventListener('click', async () => {
      const result = await playport.adsShowVideo();
      show('AdsShowVideo', { ok: true, result });
      if (result.outcome === 'finished') console.log('Reward the player here.');
    });

    $('buy').disabled = false;
    $('buy').addEventListener('click', async () => {
      try {
        const result = await playport.buyProduct({ sku: 'gems_100' });
        show('BuyProduct', { ok: true, result });
      } catch (err) {
        show('BuyProduct', { ok: false, error: { code: err.code, message: err.message } });
        if (err.code === 'UserCancelled') console.log('The player closed the payment.');
      }
    });
  })
  .catch((err) => {
    $('player').textContent = `Playport: ${err.code}: ${err.message}`;
  });
