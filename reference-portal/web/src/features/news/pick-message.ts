/** The message in the UI language, else English, else the first. */
export function pickMessage<T extends { Locale: string }>(messages: readonly T[], language: string): T | undefined {
  const base = language.split('-')[0];
  return (
    messages.find((m) => m.Locale.toLowerCase() === language) ??
    messages.find((m) => m.Locale.toLowerCase() === base) ??
    messages.find((m) => m.Locale.toLowerCase() === 'en') ??
    messages[0]
  );
}
