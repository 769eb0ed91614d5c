export * from './result-tiers';
export * from './progress-messages';
