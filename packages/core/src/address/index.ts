// The family's own address: its shape per country, the part-by-part check and "Learn my address" (ADR 037).
export * from './address-shape';
export {
  ADDRESS_PART_STATUSES,
  addressOrderSlip,
  addressPartLabel,
  envelopeOrder,
  matchAddressParts,
  spokenPartOrder,
} from './match-address';
export type {
  AddressMatch,
  AddressOrderSlip,
  AddressPartResult,
  AddressPartStatus,
  AddressSkill,
} from './match-address';
export { addressFeedback } from './address-feedback';
export { addressTiles, tilesAnswer, type AddressTile } from './address-tiles';
export * from './address-learning';
export { decoyTiles, seededRandom, tilesWithDecoys } from './decoy-tiles';
export { REDACTED_ADDRESS_WORD, addressWords, redactJson, redactWords } from './redact-address';
