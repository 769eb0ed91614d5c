// A place in the parts a crew uses, and whether a crew could find it: the one answer every reader of
// the call asks (the operator, the stars, the coaching, the silent call; ADR 061).
/** Where the caller is, in the parts a crew uses. Each part is the child's words, cleaned. */
export interface PlaceParts {
  number?: string;
  street?: string;
  town?: string;
  postcode?: string;
  /** "opposite the library" */
  landmark?: string;
  /** "nan's": the place is a relative's home. */
  relativeHome?: string;
  /** "flat 3", "second floor" */
  floorOrRoom?: string;
}

/** A place a crew could find: a street, a landmark or a postcode. */
export function isFindable(parts: PlaceParts | undefined): boolean {
  return parts !== undefined && Boolean(parts.street || parts.landmark || parts.postcode);
}
