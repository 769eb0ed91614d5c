export * from './countries';
export * from './family-advice-line';
export * from './non-speaking-options';
