// The family's own phone and its lock-screen route (ADR 038).
export * from './family-phones';
