import type { SocialInfo } from '@playport/sdk/protocol';

type Gender = SocialInfo['gender'];

/** Social info with every field the platform did not give set to its empty value. */
export function socialInfo(social: string, fields: Partial<SocialInfo>): SocialInfo {
  return {
    social,
    paymentsAvailable: false,
    userId: null,
    displayName: null,
    firstName: null,
    lastName: null,
    photo: null,
    gender: 'unspecified',
    capabilities: [],
    socialLocale: null,
    socialFlavor: null,
    vkcom: null,
    ...fields,
  };
}

/** A display name from first and last names, or null when both are empty. */
export function joinName(first?: string | null, last?: string | null): string | null {
  const name = [first, last].filter((part) => part && part.trim()).join(' ');
  return name || null;
}

/** VK: 1 female, 2 male. */
export function vkGender(sex: unknown): Gender {
  return sex === 1 ? 'female' : sex === 2 ? 'male' : 'unspecified';
}

/** WizQ: 1 male, 2 female. */
export function wizqGender(sex: unknown): Gender {
  return sex === 1 ? 'male' : sex === 2 ? 'female' : 'unspecified';
}

/** OK: 'm'/'male' and 'f'/'female'. */
export function okGender(gender: unknown): Gender {
  const g = typeof gender === 'string' ? gender.toLowerCase() : '';
  return g === 'm' || g === 'male' ? 'male' : g === 'f' || g === 'female' ? 'female' : 'unspecified';
}
