// The words of a child's stored addresses (home and second home), opened on this server only, so that
// what a call saves can be cleared of them before it is written (ADR 051).
import { addressWords } from '@callready/core';
import type { Database } from '../../db';
import type { AddressCipher } from './address-cipher';
import { loadChildHome } from './home-details';

export async function addressWordsOfChild(
  db: Database,
  cipher: AddressCipher,
  childId: string,
): Promise<string[]> {
  const { home, second } = await loadChildHome(db, cipher, childId);
  return [...new Set([home, second].flatMap((stored) => (stored ? addressWords(stored.address) : [])))];
}
