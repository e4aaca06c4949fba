import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { devPanel } from './features/debug/dev-panel-bridge';
import { loadDebugConsole } from './features/debug/load-debug-console';
import { initErrorReporting } from './features/errors/report-error';
import { createI18n } from './shared/i18n/create-i18n';
import { captureInstallPrompt } from './features/install/install-prompt';
import { registerServiceWorker } from './features/install/register-service-worker';
import { readRuntimeConfig } from './shared/config/runtime-config';
import './styles.css';
import './theme.css';

const config = readRuntimeConfig();
void initErrorReporting(config.sentryDsn, { apiBase: config.apiBase });
loadDebugConsole(config.debugConsoleUrl);
// Local mode inside `playport dev`'s QA page: the page scripts the simulators and logs the protocol.
if (config.local) devPanel()?.attach(window);
captureInstallPrompt();
registerServiceWorker();
// The portal is an app surface: no browser context menu anywhere (spec).
document.addEventListener('contextmenu', (event) => event.preventDefault());

// Nothing waits for translations: English is built in, the visitor's language arrives meanwhile.
const i18n = createI18n();
createRoot(document.getElementById('root')!).render(<App config={config} i18n={i18n} />);
