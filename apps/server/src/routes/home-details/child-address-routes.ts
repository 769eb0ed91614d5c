// The child's side of the home details under /api/child (ADR 037): a summary for the dashboard that
// never holds the address, the tiles of the youngest children's exercise, and the part-by-part
// check of an answer. The child session alone admits these requests (ADR 026).
import {
  NO_ADDRESS_MESSAGE,
  TILES_FOR_YOUNGEST_MESSAGE,
  addressCheckRequestSchema,
  addressSlotSchema,
  type AddressCheckResponse,
} from '@callready/contract';
import {
  addressFeedback,
  addressTiles,
  matchAddressParts,
  normalizeCountryId,
  readingBand,
  shuffleTiles,
} from '@callready/core';
import { Hono, type Context } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import type { ChildGate } from '../../http/child-gate';
import { checkJsonBody, invalidInput, limitBody } from '../../http/json-body';
import { replyError } from '../../http/reply-error';
import type { ActiveChild } from '../../modules/child-portal/active-child';
import type { AddressCipher } from '../../modules/home-details/address-cipher';
import {
  loadChildHome,
  loadLearning,
  recordAddressPractice,
  type AddressSlot,
  type ChildHomeDetails,
} from '../../modules/home-details/home-details';
import { childHomeSummary } from '../../modules/home-details/home-view';

const MAX_BODY_BYTES = 2 * 1024;

export interface ChildAddressRouteDeps {
  db: Database;
  gate: ChildGate;
  cipher: AddressCipher;
  /** Shuffles the tiles; tests pass a fixed one. */
  random?: () => number;
}

const storedAt = (details: ChildHomeDetails, slot: AddressSlot) =>
  slot === 'home' ? details.home : details.second;

export function childAddressRoutes({ db, gate, cipher, random = Math.random }: ChildAddressRouteDeps) {
  const withChild = async (c: Context<AppBindings>, reply: (child: ActiveChild) => Promise<Response>) =>
    reply((await gate.admit(c, undefined)).child);
  const noAddress = (c: Context) => replyError(c, 'NOT_FOUND', { message: NO_ADDRESS_MESSAGE });

  return new Hono<AppBindings>()
    .get('/home', (c) =>
      withChild(c, async (child) => {
        const details = await loadChildHome(db, cipher, child.id);
        return c.json(childHomeSummary(details, await loadLearning(db, child.id, details)));
      }),
    )
    .get('/address/tiles', (c) =>
      withChild(c, async (child) => {
        const slot = addressSlotSchema.safeParse(c.req.query('slot') ?? 'home');
        if (!slot.success) return invalidInput(c, slot.error.issues[0]?.message ?? NO_ADDRESS_MESSAGE);
        // Tiles show every part of the address, so only the exercise that needs them gets them.
        if (readingBand(child.age) !== '5-7') {
          return replyError(c, 'FORBIDDEN', { message: TILES_FOR_YOUNGEST_MESSAGE });
        }
        const stored = storedAt(await loadChildHome(db, cipher, child.id), slot.data);
        if (!stored) return noAddress(c);
        const countryId = normalizeCountryId(child.countryCode);
        return c.json({ tiles: shuffleTiles(addressTiles(stored.address, countryId), random) });
      }),
    )
    .post('/address/check', limitBody(MAX_BODY_BYTES), (c) =>
      withChild(c, async (child) => {
        const checked = await checkJsonBody(c, addressCheckRequestSchema);
        if (!checked.ok) return invalidInput(c, checked.message);
        const { slot, answer, purpose } = checked.data;
        const details = await loadChildHome(db, cipher, child.id);
        const stored = storedAt(details, slot);
        if (!stored) return noAddress(c);
        const countryId = normalizeCountryId(child.countryCode);
        const match = matchAddressParts(stored.address, answer, countryId);
        if (purpose === 'learn') {
          await recordAddressPractice(db, child.id, {
            slot,
            version: stored.version,
            parts: Object.fromEntries(match.parts.map((part) => [part.part, part.status])),
            allRight: match.allRight,
          });
        }
        const learning = purpose === 'learn' ? (await loadLearning(db, child.id, details))[slot] : null;
        const body: AddressCheckResponse = {
          // A part's stored value goes back only when the child said it or the feedback names it.
          parts: match.parts.map((part) => ({
            part: part.part,
            status: part.status,
            heard: part.heard,
            expected: part.status === 'right' || part === match.nextPart ? part.expected : null,
          })),
          all_right: match.allRight,
          skill: match.skill,
          feedback: addressFeedback(match, readingBand(child.age), countryId),
          learning,
        };
        return c.json(body);
      }),
    );
}
