const DOC_ADAPTERS = ['fxid', 'ok', 'yandex'];
const DOC_LANGUAGES = ['ru', 'en'];

/** A static document: `/docs/{adapter}/{lang}/{file}`, adapters other than fxid, ok, yandex fall back to fxid, languages to en. */
export function staticDocUrl(adapter: string, language: string, file: 'faq.html' | 'tos.txt' | 'pp.txt'): string {
  const a = DOC_ADAPTERS.includes(adapter) ? adapter : 'fxid';
  const l = DOC_LANGUAGES.includes(language) ? language : 'en';
  return `/docs/${a}/${l}/${file}`;
}
