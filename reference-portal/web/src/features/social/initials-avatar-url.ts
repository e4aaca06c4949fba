/** The initials avatar of a name, from the external initials-avatar service. */
export function initialsAvatarUrl(name: string): string {
  return `https://ui-avatars.com/api/?name=${encodeURIComponent(name)}&background=random&size=64`;
}
