import type { ApiTypes } from '../../shared/api/api-types';

type Version = ApiTypes['LegalDocument']['Versions'][number];

/** The newest version of the active document of a type (`TOS` or `PP`). */
export function latestVersion(documents: readonly ApiTypes['LegalDocument'][], type: string): Version | null {
  const doc =
    documents.find((d) => d.DocumentType === type && d.IsActive) ?? documents.find((d) => d.DocumentType === type);
  if (!doc) return null;
  return [...doc.Versions].sort((a, b) => Date.parse(b.CreatedAt) - Date.parse(a.CreatedAt))[0] ?? null;
}
