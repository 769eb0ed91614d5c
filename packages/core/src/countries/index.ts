export * from './countries';
export * from './family-advice-line';
