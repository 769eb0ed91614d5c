// The dial step before a practice call.
export * from './dialing';
