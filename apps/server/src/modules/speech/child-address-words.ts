// A child's own stored addresses as sentences the recogniser may hear at a place question (ADR 043,
// ADR 052): read on this server for one request and never kept, logged or sent elsewhere.
import type { Database } from '../../db';
import type { WeightedSentence } from '../../providers/speech';
import type { AddressCipher } from '../home-details/address-cipher';
import { loadChildHome } from '../home-details/home-details';
import { addressSentences } from './call-vocabulary';

export async function childAddressWords(
  db: Database,
  cipher: AddressCipher,
  childId: string,
): Promise<WeightedSentence[]> {
  const { home, second } = await loadChildHome(db, cipher, childId);
  return [home?.address, second?.address].flatMap((address) => (address ? addressSentences(address) : []));
}
