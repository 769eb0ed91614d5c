export * from './result-tiers';
export * from './progress-messages';
export * from './score-figures';
