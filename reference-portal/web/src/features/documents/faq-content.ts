const DROPPED = 'script, style, iframe, frame, object, embed, link, meta, base, form, title';

/**
 * The body of a static FAQ page as markup to show inside the portal's page: without its first `h1`
 * (the page has its own title), without anything that runs, loads or submits (scripts, frames,
 * forms, event handlers, `javascript:` links), and with every link opening in a new tab.
 */
export function faqContent(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelector('h1')?.remove();
  doc.body.querySelectorAll(DROPPED).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (
        name.startsWith('on') ||
        name === 'style' ||
        name === 'srcdoc' ||
        ((name === 'href' || name === 'src' || name === 'xlink:href') && /^(javascript|data|vbscript):/.test(value))
      ) {
        el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return doc.body.innerHTML.trim();
}
