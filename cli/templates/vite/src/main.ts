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

// Each handler catches its own errors, so a click never leaves a rejected promise behind.
async function showAd(): Promise<void> {
  try {
    show('AdsShowVideo', await playport.adsShowVideo());
  } catch (err) {
    const { code, message } = err as PlayportError;
    show('AdsShowVideo', { code, message });
  }
}

async function buyGems(): Promise<void> {
  try {
    show('BuyProduct', await playport.buyProduct({ sku: 'gems_100' }));
  } catch (err) {
    const { code, message } = err as PlayportError;
    show('BuyProduct', { code, message });
  }
}

const ad = $('ad') as HTMLButtonElement;
ad.disabled = false;
ad.addEventListener('click', () => void showAd());

const buy = $('buy') as HTMLButtonElement;
buy.disabled = false;
buy.addEventListener('click', () => void buyGems());
