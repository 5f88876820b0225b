/** A featured card's hashtags are the first three words of the garage name. */
export function garageHashtags(name: string): string[] {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => `#${word}`);
}

/** '@user', or the 'anonim' placeholder when the owner has no username. */
export function ownerHandle(username: string | null | undefined, anonymous: string): string {
  return username ? username : anonymous;
}
