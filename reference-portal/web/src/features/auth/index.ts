/** What other features may use of the auth feature; the rest of its folder is internal. */
export { TurnstileWidget } from './components/turnstile-widget';
export { resolveAuthConfig } from './providers/auth-config';
export { validateEmailForm } from './validate-email-form';
