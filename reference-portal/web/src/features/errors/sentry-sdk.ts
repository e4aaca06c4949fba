// The part of @sentry/browser the portal uses: imported lazily as its own chunk, and only these
// exports, so the bundler leaves the rest of the SDK out.
export { browserTracingIntegration, captureException, init, replayIntegration } from '@sentry/browser';
