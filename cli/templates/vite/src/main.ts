import { init, type PlayportError } from '@playport/sdk';

const $ = (id: string) => document.getElementById(id)!;

function show(what: string, answer: unknown): void {
  const li = document.createElement('li');
  li.textContent = `${what}: ${JSON.stringify(answer)}`;
  $('log').append(li);
}

const playport = await init();
const info = await playport.getInfo();
$('player').textContent = `Hello, ${info.social?.displayName ?? (info.fxId ? `player ${info.fxId.userId}` : 'guest')}!`;
await playport.loadingReady();

const ad = $('ad') as HTMLButtonElement;
ad.disabled = false;
ad.addEventListener('click', () => {
  playport.adsShowVideo().then(
    (result) => show('AdsShowVideo', result),
    (err: unknown) => {
      const { code, message } = err as PlayportError;
      show('AdsShowVideo', { code, message });
    },
  );
});

const buy = $('buy') as HTMLButtonElement;
buy.disabled = false;
buy.addEventListener('click', () => {
  playport.buyProduct({ sku: 'gems_100' }).then(
    (result) => show('BuyProduct', result),
    (err: unknown) => {
      const { code, message } = err as PlayportError;
      show('BuyProduct', { code, message });
    },
  );
});
