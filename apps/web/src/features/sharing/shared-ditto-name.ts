import type { SharedPersona } from '@ditto/api-client';

/**
 * What the replies of someone's shared Ditto are signed with: "Clara's Ditto", from the owner's first name (their
 * email when they have no name), so that they never read as if the owner wrote them.
 */
export function sharedDittoName(persona: Pick<SharedPersona, 'ownerName' | 'ownerEmail'>): string {
  const firstName = persona.ownerName.trim().split(/\s+/)[0] || persona.ownerEmail;
  return `${firstName}'s Ditto`;
}
