import type { JSX } from 'preact';

type Style = JSX.CSSProperties;

// Inline style objects, not a <style> sheet: preact applies them through the CSSOM, which a page's
// Content-Security-Policy allows even without 'unsafe-inline' styles.
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const overlay: Style = {
  position: 'fixed',
  inset: '0',
  zIndex: 2147483000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.55)',
  fontFamily: font,
};

export const dialog: Style = {
  boxSizing: 'border-box',
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  padding: '1.25rem',
  borderRadius: '0.75rem',
  background: '#1f2128',
  color: '#f2f3f5',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.4)',
  outline: 'none',
};

export const fullscreenDialog: Style = {
  ...dialog,
  width: '100vw',
  maxHeight: '100vh',
  height: '100vh',
  borderRadius: '0',
};

export const title: Style = { margin: '0 0 0.75rem', fontSize: '1.15rem', fontWeight: 600 };

export const body: Style = { margin: '0 0 1rem', whiteSpace: 'pre-wrap', lineHeight: 1.45 };

export const field: Style = {
  boxSizing: 'border-box',
  width: '100%',
  padding: '0.5rem',
  borderRadius: '0.375rem',
  border: '1px solid #4a4d57',
  background: '#15161b',
  color: 'inherit',
  font: 'inherit',
};

export const label: Style = { display: 'block', margin: '0.75rem 0 0.25rem', fontSize: '0.9rem' };

export const hint: Style = { margin: '0.5rem 0 0', fontSize: '0.85rem', opacity: 0.8 };

export const error: Style = { margin: '0.25rem 0 0', fontSize: '0.85rem', color: '#ff6b6b' };

export const actions: Style = { display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', marginTop: '1rem' };

export const button: Style = {
  padding: '0.5rem 1rem',
  borderRadius: '0.375rem',
  border: '1px solid #4a4d57',
  background: '#2c2f38',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
};

export const primaryButton: Style = { ...button, background: '#3d6ef5', borderColor: '#3d6ef5', color: '#fff' };

export const frame: Style = { display: 'block', width: '100%', height: '60vh', border: '0', borderRadius: '0.375rem' };

export const fullscreenFrame: Style = { ...frame, height: 'calc(100vh - 8rem)' };
