import type { z } from 'zod';
import { socialLoginBlocks, type SocialPlatform } from '@playport/api-contract';

export type { SocialPlatform };

/** The platforms of `authenticate_from_social`, in the contract's order of its login blocks. */
export const SOCIAL_PLATFORMS = Object.keys(socialLoginBlocks) as SocialPlatform[];

/** The login blocks of a checked `authenticate_from_social` body. */
export type SocialBlocks = { [K in SocialPlatform]?: z.output<(typeof socialLoginBlocks)[K]> | null };
