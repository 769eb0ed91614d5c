// The child's side of the home details under /api/child (ADR 037, ADR 051): a summary for the
// dashboard that never holds the address, the tiles of the youngest children's exercise mixed with
// decoys, and the part-by-part check of an answer, which names parts and never says a stored value.
// Checks are counted per child and day, and refused past the day's limit. The child session alone
// admits these requests (ADR 026).
import {
  ADDRESS_CHECKS_USED_UP_MESSAGE,
  NO_ADDRESS_MESSAGE,
  TILES_FOR_YOUNGEST_MESSAGE,
  addressCheckRequestSchema,
  addressSlotSchema,
  type AddressCheckResponse,
} from '@callready/contract';
import {
  addressFeedback,
  addressOrderSlip,
  matchAddressParts,
  normalizeCountryId,
  readingBand,
  seededRandom,
  tilesWithDecoys,
} from '@callready/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db';
import { requireChildSession, type ChildBindings, type ChildGate } from '../../http/child-gate';
import { limitBody } from '../../http/json-body';
import { validate } from '../../http/validate';
import type { AddressCipher } from '../../modules/home-details/address-cipher';
import { countAddressCheck } from '../../modules/home-details/address-check-log';
import {
  loadChildHome,
  loadLearning,
  recordAddressPractice,
  type AddressSlot,
  type ChildHomeDetails,
} from '../../modules/home-details/home-details';
import { childHomeSummary } from '../../modules/home-details/home-view';
import { Refusal } from '../../refusal';

const MAX_BODY_BYTES = 2 * 1024;

export interface ChildAddressRouteDeps {
  db: Database;
  gate: ChildGate;
  cipher: AddressCipher;
  /** Shuffles the tiles; tests pass a fixed one. */
  random?: () => number;
  /** Today, for the daily count of checks; tests pass their own. */
  now?: () => Date;
  /**
   * Whether a parent is signed in beside the child session: a parent's preview, whose tries at Learn
   * my address are checked but never recorded as the child's progress (docs/product.md §4.4).
   */
  parentSignedIn?: (headers: Headers) => Promise<boolean>;
}

/** Which address the tiles are for: the home unless the child asks for the second. */
const tilesQuery = validate('query', z.object({ slot: addressSlotSchema.default('home') }));

const storedAt = (details: ChildHomeDetails, slot: AddressSlot) =>
  slot === 'home' ? details.home : details.second;

export function childAddressRoutes({
  db,
  gate,
  cipher,
  random = Math.random,
  now = () => new Date(),
  parentSignedIn = () => Promise.resolve(false),
}: ChildAddressRouteDeps) {
  const childSession = requireChildSession(gate);
  const noAddress = () => new Refusal('NOT_FOUND', { message: NO_ADDRESS_MESSAGE });

  return new Hono<ChildBindings>()
    .get('/home', childSession, async (c) => {
      const child = c.get('child');
      const details = await loadChildHome(db, cipher, child.id);
      return c.json(childHomeSummary(details, await loadLearning(db, child.id, details)));
    })
    .get('/address/tiles', childSession, tilesQuery, async (c) => {
      const child = c.get('child');
      // Tiles hold the address's words, so only the exercise that needs them gets them.
      if (readingBand(child.age) !== '5-7') {
        throw new Refusal('FORBIDDEN', { message: TILES_FOR_YOUNGEST_MESSAGE });
      }
      const { slot } = c.req.valid('query');
      const stored = storedAt(await loadChildHome(db, cipher, child.id), slot);
      if (!stored) throw noAddress();
      const countryId = normalizeCountryId(child.countryCode);
      // The same decoys every time for this address (a seed only the key holder can work out), so
      // comparing replies does not tell the address's words from the decoys.
      const seeded = seededRandom(cipher.seedFor(`tiles:${child.id}:${slot}:${stored.version}`));
      return c.json({ tiles: tilesWithDecoys(stored.address, countryId, { seeded, random }) });
    })
    .post(
      '/address/check',
      limitBody(MAX_BODY_BYTES),
      childSession,
      validate('json', addressCheckRequestSchema),
      async (c) => {
        const child = c.get('child');
        const { slot, answer, purpose } = c.req.valid('json');
        const details = await loadChildHome(db, cipher, child.id);
        const stored = storedAt(details, slot);
        if (!stored) throw noAddress();
        // Saying the built address aloud is learning practice, counted with it.
        if (!(await countAddressCheck(db, child.id, purpose === 'call' ? 'call' : 'learn', now()))) {
          throw new Refusal('RATE_LIMITED', { message: ADDRESS_CHECKS_USED_UP_MESSAGE });
        }
        const countryId = normalizeCountryId(child.countryCode);
        const match = matchAddressParts(stored.address, answer, countryId);
        // Learn my address teaches the address as its envelopes write it, so the order counts there
        // (ADR 058); on a call the operator takes the parts in any order, as real call-handlers do.
        const slip = purpose === 'call' ? null : addressOrderSlip(match, countryId);
        const allRight = match.allRight && slip === null;
        if (purpose === 'learn' && !(await parentSignedIn(c.req.raw.headers))) {
          await recordAddressPractice(db, child.id, {
            slot,
            version: stored.version,
            parts: Object.fromEntries(match.parts.map((part) => [part.part, part.status])),
            allRight,
          });
        }
        const learning = purpose === 'call' ? null : (await loadLearning(db, child.id, details))[slot];
        const body: AddressCheckResponse = {
          // The child's own words per part, never the stored value.
          parts: match.parts.map(({ part, status, heard }) => ({ part, status, heard })),
          allRight,
          skill: allRight || match.skill !== 'yes' ? match.skill : 'partly',
          feedback: addressFeedback(match, readingBand(child.age), countryId, slip),
          learning,
        };
        return c.json(body);
      },
    );
}
