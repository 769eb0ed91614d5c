export * from './password-strength';
